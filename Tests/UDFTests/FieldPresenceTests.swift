import Testing
import UDF
import UDFTesting
import UDFWire

/// Protects `FieldPresence`, how a module tells "leave it" from "remove it" from "set it": what
/// each case does to the current value, validation that keeps absent and null as they are, and
/// what a writer writes for each (nothing, null, the value).
@Suite struct FieldPresenceTests {
  @Test func eachCaseChangesTheCurrentValueAsItSays() {
    #expect(FieldPresence<Int>.absent.applied(to: 3) == 3)
    #expect(FieldPresence<Int>.absent.applied(to: nil) == nil)
    #expect(FieldPresence<Int>.null.applied(to: 3) == nil)
    #expect(FieldPresence.value(4).applied(to: 3) == 4)
    #expect(FieldPresence.value(4).applied(to: nil) == 4)
  }

  /// A checked 1-5 score.
  struct Score: Equatable {
    let value: Int
    init(_ value: Int) throws(Rejection) {
      guard (1...5).contains(value) else { throw Rejection(code: "invalidScore", message: "1 to 5") }
      self.value = value
    }
  }

  @Test func mapValidatesTheValueAndKeepsAbsentAndNull() throws {
    #expect(try FieldPresence<Int>.absent.map(Score.init) == .absent)
    #expect(try FieldPresence<Int>.null.map(Score.init) == .null)
    #expect(try FieldPresence.value(5).map(Score.init) == .value(try Score(5)))
    #expect(throws: Rejection(code: "invalidScore", message: "1 to 5")) { try FieldPresence.value(6).map(Score.init) }
  }

  /// A patch that writes one presence of each kind.
  private struct Patch: WireWritable {
    let comment: FieldPresence<String>
    let score: FieldPresence<Int>

    func write(to writer: inout some FieldWriter) {
      writer.field("comment", comment)
      writer.field("score", score)
    }
  }

  @Test func aWriterWritesNothingNullOrTheValue() throws {
    #expect(WireRecord(of: Patch(comment: .absent, score: .null)) == ["score": .null])
    #expect(WireRecord(of: Patch(comment: .value("ok"), score: .absent)) == ["comment": .string("ok")])
    let record = WireRecord(of: Patch(comment: .null, score: .value(2)))
    #expect(record == ["comment": .null, "score": .int(2)])
    let read = try record.read { (fields) throws(Rejection) in
      (try fields.nullable("comment", as: String.self), try fields.nullable("score", as: Int.self))
    }
    #expect(read.0 == .null && read.1 == .value(2))
  }
}
