import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import UDF
import UDFWire

/// The output lines of the protocol, written into a reusable buffer.
///
/// Field order is fixed (type first, then the line or name, then the rest), so the output is
/// byte-stable and can be compared with a committed expected session.
extension JSONWriter {
  /// `{"type":"accepted","line":N,"seq":S[,"id"|"request":…]}`
  ///
  /// The most frequent line, so it is spliced from constant bytes instead of written field by field:
  /// in one piece, newline included, when the line generated no ID.
  mutating func acceptedLine(line: Int, seq: Int, generated: GeneratedID?) {
    let head: StaticString = #"{"type":"accepted","line":"#
    guard let generated else { return appendASCII(head, Int64(line), #","seq":"#, Int64(seq), "}\n") }
    appendASCII(head, Int64(line), #","seq":"#, Int64(seq), ",")
    key(generated.field)
    string(generated.value)
    appendASCII("}")
    newline()
  }

  /// `{"type":"rejected","line":N,"code":…,"message":…}`
  mutating func rejectedLine(line: Int, _ rejection: Rejection) {
    object { writer in
      writer.field("type", "rejected")
      writer.field("line", line)
      writer.field("code", rejection.code)
      writer.field("message", rejection.message)
    }
    newline()
  }

  /// `{"type":"event","name":…,"seq":S,…fields}` each event in its own wire shape; its constant
  /// start spliced (H1 dispatch 18,634 -> 18,579 instructions per line, callgrind).
  mutating func eventLine(_ event: any DomainEvent, seq: Int) {
    object { writer in
      writer.appendASCII(#""type":"event","#)
      writer.field("name", type(of: event).name)
      writer.field("seq", seq)
      event.write(to: &writer)
    }
    newline()
  }

  /// `{"type":"effect","name":…,…fields}`: a request a module's effect sends out, in its wire shape.
  mutating func effectLine(_ name: String, _ request: any WireWritable) {
    object { writer in
      writer.field("type", "effect")
      writer.field("name", name)
      request.write(to: &writer)
    }
    newline()
  }
}
