import Dispatch
import Foundation

extension CRC32C {
  /// The CRC-32C of `bytes` after `previous`, its two halves checksummed on two cores and joined
  /// (`combine`) when it is long and the machine has them: a snapshot start waits for its state's
  /// checksum before it reads the state (43 MB: 10 ms on one core).
  public static func checksumOnTwoCores(_ bytes: Span<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
    let half = bytes.count / 2
    guard half >= 1 << 20, ProcessInfo.processInfo.activeProcessorCount > 1 else {
      return checksum(bytes, continuing: previous)
    }
    return bytes.withUnsafeBytes { raw in
      // Each half's result in its own slot, read once both threads are done.
      var halves: (UInt32, UInt32) = (0, 0)
      withUnsafeMutablePointer(to: &halves) { results in
        // Unchecked: each thread reads its own half and writes its own slot; both end before
        // `concurrentPerform` returns, which orders the writes before the reads below.
        nonisolated(unsafe) let shared = (bytes: raw, results: UnsafeMutableRawPointer(results))
        DispatchQueue.concurrentPerform(iterations: 2) { part in
          let range = part == 0 ? 0..<half : half..<shared.bytes.count
          let crc = checksum(
            UnsafeRawBufferPointer(rebasing: shared.bytes[range]), continuing: part == 0 ? previous : 0)
          shared.results.storeBytes(of: crc, toByteOffset: part * MemoryLayout<UInt32>.stride, as: UInt32.self)
        }
      }
      return combine(halves.0, halves.1, length: raw.count - half)
    }
  }
}
