import Foundation
import Testing
import UDFTesting

/// The rejection of `line`, run through the built binary as the only input line.
private func binaryRejection(_ line: String) throws -> ProtocolOutputLine {
  let run = try ProtocolTestBinary.run(lines: [line])
  #expect(run.status == 0 && !run.terminatedBySignal, "exit \(run.status): \(run.stderr)")
  let replies = try run.replies()
  try #require(replies.count == 1 && replies[0].type == "rejected", "\(replies)")
  return replies[0]
}

/// An `items.didLoad` line of `count` good items, with `bad` as the title of item `index`.
private func itemsLoad(count: Int, badTitle bad: String, at index: Int) -> String {
  let items = (0..<count).map { number in
    #"{"id":"\#(fixedIDText(0xA0 + number))","title":"\#(number == index ? bad : "Item \(number)")"}"#
  }
  return #"{"action":"items.didLoad","items":[\#(items.joined(separator: ","))]}"#
}

/// Messages seen from outside: a refused value names its field's full path (`orders[0].fare`,
/// `items[3].title`, `at`), and a bad time shows the rule with an example.
@Suite struct ProtocolFieldPathMessageTests {
  @Test(
    "a bad fare in orders.didLoad names orders[i].fare",
    arguments: [
      ("x", 0, 1), ("-1", 0, 1), ("1.", 1, 2), ("abc", 2, 3), ("1" + String(repeating: "0", count: 200), 0, 2),
    ])
  func aBadFareNamesItsOrder(_ fare: String, _ index: Int, _ count: Int) throws {
    let orders = (0..<count).map { number in
      #"{"id":"\#(fixedIDText(0xD0 + number))","fare":"\#(number == index ? fare : "12.50")"}"#
    }
    let rejection = try binaryRejection(#"{"action":"orders.didLoad","orders":[\#(orders.joined(separator: ","))]}"#)
    #expect(rejection.code == "invalidField")
    #expect(rejection.message?.hasPrefix("the field 'orders[\(index)].fare' must be ") == true, "\(rejection)")
  }

  @Test("a fare of the wrong type and an unknown status name their order too")
  func wrongTypesNameTheirOrder() throws {
    let fare = try binaryRejection(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(0xD0))","fare":12.5}]}"#)
    #expect(fare.code == "invalidField")
    #expect(fare.message?.contains("'orders[0].fare'") == true, "\(fare)")
    let status = try binaryRejection(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(0xD0))","fare":"1"},{"id":"\#(fixedIDText(0xD1))","fare":"1","status":"x"}]}"#
    )
    #expect(status.code == "invalidField")
    #expect(status.message?.contains("'orders[1].status'") == true, "\(status)")
  }

  @Test(
    "an empty title in items.didLoad names items[i].title, zero-width characters included",
    arguments: ["", "   ", #"\t\n"#, #"\u200b"#, #"\u200c\u200d"#, #" \u2060 "#, #"\ufeff"#, #"\u00ad\u200e"#])
  func anEmptyTitleNamesItsItem(_ title: String) throws {
    let rejection = try binaryRejection(itemsLoad(count: 5, badTitle: title, at: 3))
    #expect(rejection.code == "emptyTitleIsNotAllowed")
    #expect(rejection.message == "the field 'items[3].title': a title must not be empty", "\(rejection)")
  }

  @Test("format characters around a title are trimmed and inner ones kept, end to end")
  func formatCharactersAreTrimmedEndToEnd() throws {
    let run = try ProtocolTestBinary.run(lines: [
      #"{"action":"item.create","id":"\#(fixedIDText(0xA1))","title":"\u200b\ufeff Mug\u200dCup \u2060"}"#,
      #"{"action":"state.get","path":"items"}"#,
    ])
    let replies = try run.replies()
    #expect(replies.first?.type == "accepted", "\(replies)")
    #expect(replies.last?.valueText?.contains(#""title":"Mug\#u{200D}Cup""#) == true, "\(replies)")
  }

  @Test(
    "a time outside RFC 3339 is refused with the rule and an example",
    arguments: [
      "2023-11-14T22:13:20+05", "2023-11-14T22:13:20+0530", "20231114T221320Z", "2023-11-14 22:13:20Z",
      "2016-12-31T23:59:60Z",
    ])
  func aBadTimeShowsTheRule(_ time: String) throws {
    let rejection = try binaryRejection(
      #"{"action":"item.create","id":"\#(fixedIDText(0xA1))","title":"Mug","at":"\#(time)"}"#)
    #expect(rejection.code == "invalidField")
    #expect(
      rejection.message
        == "the field 'at' must be an RFC 3339 time such as 2023-11-14T22:13:20Z "
        + "(±HH:MM offsets; not +05, +0530 or basic format)", "\(rejection)")
  }

  @Test(
    "RFC 3339 times are accepted, with lowercase t and z and any offset up to ±23:59",
    arguments: [
      ("2023-11-14T22:13:20Z", "2023-11-14T22:13:20.000Z"), ("2023-11-14t22:13:20z", "2023-11-14T22:13:20.000Z"),
      ("2023-11-15T22:12:20.5+23:59", "2023-11-14T22:13:20.500Z"),
      ("2023-11-13T22:14:20.123456-23:59", "2023-11-14T22:13:20.123Z"),
      ("2023-11-14T22:13:20-00:00", "2023-11-14T22:13:20.000Z"),
    ])
  func rfc3339TimesAreAccepted(_ time: String, _ stored: String) throws {
    let run = try ProtocolTestBinary.run(lines: [
      #"{"action":"item.create","id":"\#(fixedIDText(0xA1))","title":"Mug","at":"\#(time)"}"#,
      #"{"action":"state.get","path":"items"}"#,
    ])
    let replies = try run.replies()
    #expect(replies.first?.type == "accepted", "\(replies)")
    #expect(replies.last?.valueText?.contains(#""createdAt":"\#(stored)""#) == true, "\(replies)")
  }
}
