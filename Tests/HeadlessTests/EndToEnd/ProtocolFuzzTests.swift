import Foundation
import Testing
import UDFTesting

/// Whether the app treats `line` as blank (empty or only spaces, tabs and carriage returns).
private func isBlank(_ line: [UInt8]) -> Bool {
  line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
}

/// `line` (a JSON object) with `"field":"value"` added before its closing brace; the added member
/// comes last, so it wins over an earlier null or duplicate.
private func adding(_ field: String, _ value: String, to line: [UInt8]) -> [UInt8] {
  guard let brace = line.lastIndex(of: UInt8(ascii: "}")) else { return line }
  var patched = line
  patched.insert(contentsOf: Array(#","\#(field)":"\#(value)""#.utf8), at: brace)
  return patched
}

@Suite("End to end: fuzzing the stdio protocol")
struct ProtocolFuzzTests {
  @Test(
    "random and mutated lines never crash the app, get one reply each, and the accepted ones rebuild the state",
    arguments: [0x5EED_0001, 0xF00D_CAFE] as [UInt64])
  func fuzz(seed: UInt64) throws {
    var source = ProtocolFuzzLines(generator: SeededGenerator(seed: seed))
    var lines: [[UInt8]] = []
    for _ in 0..<4_000 { lines.append(source.next()) }
    lines.append(Array(#"{"action":"state.get"}"#.utf8))
    let run = try ProtocolTestBinary.run(input: Array(lines.map { $0 + [0x0A] }.joined()))
    #expect(run.status == 0 && !run.terminatedBySignal, "seed \(seed): exit \(run.status), stderr: \(run.stderr)")

    var output: [ProtocolOutputLine] = []
    for text in run.lines {
      do {
        output.append(try ProtocolOutputLine(text))
      } catch {
        Issue.record("seed \(seed): \(error)")
        return
      }
    }
    let replies = output.filter(\.isReply)
    let expectedLines = lines.indices.filter { !isBlank(lines[$0]) }.map { $0 + 1 }
    #expect(replies.map(\.line) == expectedLines.map { Optional($0) }, "seed \(seed): replies do not match the lines")
    guard replies.count == expectedLines.count else { return }
    #expect(output.allSatisfy { ["accepted", "rejected", "state", "event", "effect"].contains($0.type) })

    var accepted: [[UInt8]] = []
    for reply in replies where reply.type == "accepted" {
      guard let number = reply.line else { continue }
      var line = lines[number - 1]
      if let id = reply.id { line = adding("id", id, to: line) }
      if let request = reply.request { line = adding("request", request, to: line) }
      accepted.append(line)
    }
    #expect(replies.compactMap(\.seq) == Array(stride(from: 1, through: accepted.count, by: 1)), "seed \(seed)")
    #expect(accepted.count > 300, "seed \(seed): too few accepted lines to be meaningful")
    #expect(replies.filter { $0.type == "rejected" }.count > 300, "seed \(seed): too few rejections")

    let replay = try ProtocolTestBinary.run(
      input: Array((accepted + [Array(#"{"action":"state.get"}"#.utf8)]).map { $0 + [0x0A] }.joined()))
    let replayReplies = try replay.replies()
    #expect(
      replayReplies.dropLast().allSatisfy { $0.type == "accepted" },
      "seed \(seed): an accepted line was refused when replayed: \(replayReplies.first { $0.type != "accepted" }?.text ?? "")"
    )
    #expect(replayReplies.last?.valueText != nil)
    #expect(replayReplies.last?.valueText == replies.last?.valueText, "seed \(seed): the replayed state differs")
  }
}
