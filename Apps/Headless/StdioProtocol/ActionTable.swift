import App
import Foundation
import UDFWire

/// The app's action decoders by wire name, found from the name's UTF-8 bytes: reading a line
/// makes no `String` of its action name and copies no decoder.
///
/// An open-addressing table at most a quarter full, hashed with FNV-1a; built once from
/// `AppAction.wireDecoders` (`app`; the first decoder of a repeated name wins). Names are compared
/// as borrowed bytes (no `String` per line): J1 711-853 -> 712-740 ns per action (BENCHMARKS.md).
/// It also owns the stored shape each action is written in: `ActionDecoder` reads records by it,
/// `ActionEncoder` writes it.
struct ActionTable: Sendable {
  /// The app's table, built once: the one `ActionDecoder` and `ActionEncoder` both read.
  static let app = ActionTable(AppAction.wireDecoders)

  /// One wire name with its decoder, shared (a lookup retains one object).
  final class Entry: Sendable {
    let name: [UInt8]
    let decoder: WireDecoder<AppAction>
    /// The decoder's own `decode` and `version`, kept apart so reading a line loads one closure
    /// instead of copying the whole decoder (its name, fields and upgrades: a retain each).
    let decode: WireDecoder<AppAction>.Decode
    let version: Int
    /// The name as the place a record's keys are audited in (`StoredFieldAudit.place`).
    let place: UInt64

    init(_ decoder: WireDecoder<AppAction>) {
      self.name = Array(decoder.name.utf8)
      self.decoder = decoder
      self.decode = decoder.decode
      self.version = decoder.version
      self.place = StoredFieldAudit.place(decoder.name)
    }
  }

  /// Every entry, in the order of the decoders.
  let entries: [Entry]
  /// The stored shape of each action written in one above 1 (`"shape"` in its records); an action
  /// not here is written in shape 1, without the field.
  let storedShapes: [String: Int]
  /// Position + 1 of the entry in each slot; 0 for an empty slot.
  private let slots: [Int]

  init(_ decoders: [WireDecoder<AppAction>]) {
    var size = 4
    while size < decoders.count * 4 { size *= 2 }
    var slots = [Int](repeating: 0, count: size)
    var entries: [Entry] = []
    for decoder in decoders {
      let entry = Entry(decoder)
      let name = entry.name
      var slot = name.withUnsafeBufferPointer(Self.hash) & (size - 1)
      var isNew = true
      while slots[slot] != 0 {
        if entries[slots[slot] - 1].name == entry.name {
          isNew = false
          break
        }
        slot = (slot + 1) & (size - 1)
      }
      guard isNew else { continue }
      entries.append(entry)
      slots[slot] = entries.count
    }
    self.entries = entries
    self.slots = slots
    storedShapes = Dictionary(
      uniqueKeysWithValues: entries.compactMap { $0.version > 1 ? ($0.decoder.name, $0.version) : nil })
  }

  /// The entry named `name` (its UTF-8 bytes), if any. Hashed and compared through pointers:
  /// a span's subscript checks its bounds at every byte (H1 dispatch 18,981 -> 18,934 instructions
  /// per line, callgrind).
  func entry(named name: Span<UInt8>) -> Entry? {
    name.withUnsafeBufferPointer { name in
      let mask = slots.count - 1
      var slot = Self.hash(name) & mask
      while slots[slot] != 0 {
        let entry = entries[slots[slot] - 1]
        if entry.name.withUnsafeBufferPointer({ Self.equal($0, name) }) { return entry }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    guard left.count == right.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    return memcmp(leftBase, rightBase, left.count) == 0
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
