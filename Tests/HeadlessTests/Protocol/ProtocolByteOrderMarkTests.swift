import Testing

/// A UTF-8 byte order mark that an editor put before the first line is skipped, not refused as
/// "unexpected byte 0xEF"; anywhere else it is still invalid JSON.
@Suite("Byte order mark")
struct ProtocolByteOrderMarkTests {
  private let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

  @Test func aMarkBeforeTheFirstLineIsSkipped() throws {
    let session = ProtocolInProcessSession()
    let reply = try session.send(bytes: mark + Array(#"{"action":"state.get","path":"user"}"#.utf8))
    #expect(reply == [#"{"type":"state","line":1,"path":"user","value":null}"#])
  }

  @Test func aFirstLineOfOnlyAMarkIsBlank() throws {
    let session = ProtocolInProcessSession()
    #expect(try session.send(bytes: mark + [0x20]).isEmpty)
  }

  @Test func aMarkOnALaterLineIsStillMalformed() throws {
    let session = ProtocolInProcessSession()
    _ = try session.send(#"{"action":"state.get","path":"user"}"#)
    let reply = try session.send(bytes: mark + Array(#"{"action":"state.get","path":"user"}"#.utf8))
    #expect(reply.count == 1 && reply[0].contains(#""code":"malformedJSON""#) && reply[0].contains(#""line":2"#))
  }
}
