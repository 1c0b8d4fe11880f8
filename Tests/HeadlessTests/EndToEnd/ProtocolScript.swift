import Foundation
import Testing

/// A scripted session: input lines, each with the reply it must get, run through one `superapp`.
///
/// `expect` checks, for every line with an expectation, that exactly one reply carries its line
/// number and that reply has the expected type (and code); lines without expectation (blank) must
/// get no reply. Replies must come in input order.
struct ProtocolScript {
  enum Expectation: Equatable {
    case accepted
    case rejected(String)
    case state
    case none
  }

  private(set) var input: [UInt8] = []
  private(set) var expectations: [Expectation] = []

  /// Adds one line (its bytes, then `\n`).
  mutating func add(_ bytes: [UInt8], _ expectation: Expectation) {
    input += bytes + [0x0A]
    expectations.append(expectation)
  }

  mutating func add(_ line: String, _ expectation: Expectation) {
    add(Array(line.utf8), expectation)
  }

  mutating func accept(_ line: String) { add(line, .accepted) }

  mutating func reject(_ line: String, _ code: String) { add(line, .rejected(code)) }

  /// Runs the script and checks every reply; returns the run for further checks.
  @discardableResult
  func run(_ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProtocolRun {
    let run = try ProtocolTestBinary.run(arguments, input: input)
    #expect(
      run.status == 0 && !run.terminatedBySignal, "exit \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
    let replies = try run.replies()
    let wanted = expectations.enumerated().filter { $0.element != .none }
    #expect(replies.map(\.line) == wanted.map { $0.offset + 1 }, sourceLocation: sourceLocation)
    for (reply, (offset, expectation)) in zip(replies, wanted) {
      let got: Expectation
      switch reply.type {
      case "accepted": got = .accepted
      case "state": got = .state
      default: got = .rejected(reply.code ?? "?")
      }
      #expect(got == expectation, "line \(offset + 1): \(reply.text)", sourceLocation: sourceLocation)
    }
    return run
  }
}
