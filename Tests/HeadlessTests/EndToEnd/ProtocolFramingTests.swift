import Foundation
import Testing
import UDFTesting

/// Whether `text` is a lowercase canonical v4 UUID (version nibble 4, variant 8, 9, a or b).
private func isLowercaseV4(_ text: String?) -> Bool {
  guard let text, text.utf8.count == 36, UUID(uuidString: text) != nil, text == text.lowercased() else { return false }
  let characters = Array(text)
  return characters[14] == "4" && "89ab".contains(characters[19])
}

/// Every 8-4-4-4-12 hex string in `text`.
func protocolUUIDs(in text: String) -> [String] {
  let hex = "[0-9A-Fa-f]"
  let pattern = "\(hex){8}-\(hex){4}-\(hex){4}-\(hex){4}-\(hex){12}"
  guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
  let range = NSRange(text.startIndex..., in: text)
  return expression.matches(in: text, range: range).compactMap { match in
    Range(match.range, in: text).map { String(text[$0]) }
  }
}

@Suite("End to end: framing, line numbers, seq and IDs")
struct ProtocolFramingTests {
  @Test("blank and whitespace-only lines get no reply but count in line numbers")
  func blankLinesCount() throws {
    var script = ProtocolScript()
    script.add("", .none)
    script.add("   ", .none)
    script.add("\t \t", .none)
    script.add(#"{"action":"state.get","path":"user"}"#, .state)
    script.add("\r", .none)
    script.add("", .none)
    script.reject("x", "malformedJSON")
    script.add(" \t\r", .none)
    script.add(#"  {"action":"state.get","path":"user"}  "#, .state)
    let run = try script.run()
    #expect(run.lines.count == 3)
  }

  @Test("\\r\\n line endings are accepted and do not shift line numbers")
  func crlfLines() throws {
    let lines = [
      #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":"Box"}"#, "", "  ",
      #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(2))","title":"Two"}"#, "oops",
      #"{"action":"state.get","path":"boxes"}"#,
    ]
    let crlf = try ProtocolTestBinary.run(input: Array(lines.map { $0 + "\r\n" }.joined().utf8))
    let lf = try ProtocolTestBinary.run(lines: lines)
    #expect(crlf.status == 0)
    #expect(try crlf.replies().map(\.line) == [1, 4, 5, 6])
    #expect(crlf.stdout == lf.stdout)
    #expect(try crlf.replies().last?.valueText?.contains(#""title":"Two""#) == true)
  }

  @Test("a last line without \\n is processed; a whitespace-only one is not")
  func lastLineWithoutNewline() throws {
    let input = #"{"action":"state.get","path":"user"}"# + "\n" + #"{"action":"item.create","title":"Last"}"#
    let run = try ProtocolTestBinary.run(input: Array(input.utf8))
    #expect(run.status == 0)
    #expect(try run.replies().map(\.type) == ["state", "accepted"])
    #expect(try run.replies().map(\.line) == [1, 2])
    #expect(run.stdout.last == 0x0A)
    let refused = try ProtocolTestBinary.run(input: Array("\n\n{oops".utf8))
    #expect(try refused.replies().map(\.code) == ["malformedJSON"])
    #expect(try refused.replies().map(\.line) == [3])
    let blankTail = try ProtocolTestBinary.run(input: Array("\n \t".utf8))
    #expect(blankTail.stdout.isEmpty && blankTail.status == 0)
  }

  @Test("end of input exits 0, also for empty input, with nothing on stdout")
  func emptyInputExitsZero() throws {
    for input in ["", "\n", "\n\n \n"] {
      let run = try ProtocolTestBinary.run(input: Array(input.utf8))
      #expect(run.status == 0 && !run.terminatedBySignal)
      #expect(run.stdout.isEmpty, "\(input.debugDescription)")
    }
  }

  @Test("seq grows by one per accepted line only; rejected and state replies carry none")
  func seqOnlyOnAcceptedLines() throws {
    var script = ProtocolScript()
    script.accept(#"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":"A"}"#)
    script.add(#"{"action":"state.get"}"#, .state)
    script.reject(#"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":"A"}"#, "alreadyExists")
    script.add("", .none)
    script.reject("[]", "malformedJSON")
    script.accept(#"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(2))","title":"B"}"#)
    script.add(#"{"action":"state.get","path":"boxes"}"#, .state)
    script.accept(#"{"action":"item.create","title":"C"}"#)
    let run = try script.run()
    let replies = try run.replies()
    #expect(replies.map(\.seq) == [1, nil, nil, nil, 2, nil, 3])
    #expect(replies[1].keys == ["line", "type", "value"])
    #expect(replies[5].keys == ["line", "path", "type", "value"])
    #expect(replies[0].keys == ["line", "seq", "type"])
    let events = try run.outputLines().filter { $0.type == "event" }
    #expect(events.map(\.seq) == [1, 2])
  }

  @Test("IDs are accepted in either case and always written lowercase")
  func idsInEitherCase() throws {
    let box = fixedIDText(0xAB)
    let item = fixedIDText(0xAC)
    var script = ProtocolScript()
    script.accept(#"{"action":"provisioning.provisionBox","id":"\#(box.uppercased())","title":"Box"}"#)
    script.accept(#"{"action":"item.create","id":"\#(item.uppercased())","title":"Item"}"#)
    script.accept(#"{"action":"item.addTag","item":"\#(item)","tag":"t"}"#)
    script.accept(#"{"action":"provisioning.moveItem","item":"00000000-0000-4000-8000-0000000000Ac","to":"\#(box)"}"#)
    script.reject(#"{"action":"item.create","id":"\#(item)","title":"Again"}"#, "alreadyExists")
    script.add(#"{"action":"state.get"}"#, .state)
    let run = try script.run()
    let output = String(decoding: run.stdout, as: UTF8.self)
    #expect(output.contains(box) && output.contains(item))
    #expect(!output.contains(box.uppercased()) && !output.contains("0000000000Ac"))
    let uuids = protocolUUIDs(in: output)
    #expect(uuids.count > 5)
    #expect(uuids.allSatisfy { $0 == $0.lowercased() })
    #expect(output.contains(#""name":"box.provisioned","seq":1,"box":"\#(box)""#))
  }

  @Test("generated IDs are random v4, lowercase, reported in the reply and used in state, events and effects")
  func generatedIDsAreReported() throws {
    var script = ProtocolScript()
    script.accept(#"{"action":"item.create","title":"One"}"#)
    script.accept(#"{"action":"item.create","title":"Two","id":null}"#)
    script.accept(#"{"action":"provisioning.provisionBox","title":"Box"}"#)
    script.add(#"{"action":"state.get","path":"boxes"}"#, .state)
    script.add(#"{"action":"state.get","path":"items"}"#, .state)
    script.accept(#"{"action":"itemsList.saveDidTap"}"#)
    let run = try script.run()
    let output = try run.outputLines()
    let replies = output.filter(\.isReply)
    let one = replies[0].id
    let two = replies[1].id
    let box = replies[2].id
    for generated in [one, two, box] { #expect(isLowercaseV4(generated), "\(String(describing: generated))") }
    #expect(Set([one, two, box]).count == 3)
    #expect(replies[0].keys == ["id", "line", "seq", "type"])
    #expect(replies[3].valueText == #"[{"id":"\#(box ?? "")","items":[],"title":"Box"}]"#)
    #expect(replies[4].valueText?.contains(#""id":"\#(one ?? "")""#) == true)
    #expect(replies[4].valueText?.contains(#""id":"\#(two ?? "")""#) == true)
    let save = replies[5]
    #expect(isLowercaseV4(save.request))
    #expect(save.keys == ["line", "request", "seq", "type"])
    #expect(output.first { $0.type == "effect" }?.request == save.request)
    #expect(output.first { $0.type == "event" }?.text.contains(#""box":"\#(box ?? "")""#) == true)
  }

  @Test("a given ID is not reported back")
  func givenIDsAreNotReported() throws {
    var script = ProtocolScript()
    script.accept(#"{"action":"item.create","id":"\#(fixedIDText(1))","title":"One"}"#)
    script.accept(#"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(2))"}"#)
    let replies = try script.run().replies()
    #expect(replies.map(\.keys) == [["line", "seq", "type"], ["line", "seq", "type"]])
  }

  @Test("a null optional field is the same as an absent one; unknown fields are ignored")
  func nullOptionalAndUnknownFields() throws {
    let item = fixedIDText(0xA1)
    let withNulls = try ProtocolTestBinary.run(lines: [
      #"{"action":"item.create","id":"\#(item)","title":"T","description":null,"tags":null,"at":"2026-11-22T09:00:00Z"}"#,
      #"{"action":"state.get","path":null}"#,
    ])
    let absent = try ProtocolTestBinary.run(lines: [
      #"{"action":"item.create","id":"\#(item)","title":"T","at":"2026-11-22T09:00:00Z"}"#, #"{"action":"state.get"}"#,
    ])
    let unknown = try ProtocolTestBinary.run(lines: [
      #"{"zz":[1,{"a":null}],"action":"item.create","id":"\#(item)","Title":7,"title":"T","at":"2026-11-22T09:00:00Z","x":{}}"#,
      #"{"action":"state.get","extra":"ignored"}"#,
    ])
    #expect(withNulls.stdout == absent.stdout)
    #expect(unknown.stdout == absent.stdout)
    #expect(try absent.replies().map(\.type) == ["accepted", "state"])
  }

  @Test("a line of exactly 1 MiB is processed; one byte more is lineTooLong and the app goes on")
  func lineLengthLimit() throws {
    var input: [UInt8] = []
    input += protocolPaddedLine(length: 1_048_576) + [0x0A]
    input += protocolPaddedLine(length: 1_048_577) + [0x0A]
    input += protocolPaddedLine(length: 1_048_576) + [0x0D, 0x0A]
    input += protocolPaddedLine(length: 1_048_577) + [0x0D, 0x0A]
    input += [UInt8](repeating: UInt8(ascii: "["), count: 3_000_000) + [0x0A]
    input += Array(#"{"action":"item.create","title":"after"}"#.utf8) + [0x0A]
    input += protocolPaddedLine(length: 2_000_000)
    let run = try ProtocolTestBinary.run(input: input)
    #expect(run.status == 0 && !run.terminatedBySignal)
    let replies = try run.replies()
    #expect(replies.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
    #expect(
      replies.map { $0.code ?? $0.type } == [
        "state", "lineTooLong", "state", "lineTooLong", "lineTooLong", "accepted", "lineTooLong",
      ])
    #expect(replies[5].seq == 1)
  }
}
