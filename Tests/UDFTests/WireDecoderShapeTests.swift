import Testing
import UDF
import UDFTesting
import UDFWire

/// Stored-shape versions: a decoder reads today's shape, the older shapes through their registered
/// upgrades, and refuses a newer shape or an older one nobody registered.
@Suite struct WireDecoderShapeTests {
  enum Note: Equatable, Sendable { case write(id: String, text: String) }
  enum Parent: Equatable, Sendable { case note(Note) }

  /// Shape 1 called the text `body`, shape 2 `content`, today's shape 3 `text`.
  static let decoder = WireDecoder<Note>("note.write", fields: "id, text", version: 3) { (fields) throws(Rejection) in
    .write(id: try fields.string("id"), text: try fields.string("text"))
  }
  .upgrading(from: 1) { (fields) throws(Rejection) in
    .write(id: try fields.string("id"), text: try fields.string("body"))
  }
  .upgrading(from: 2) { (fields) throws(Rejection) in
    .write(id: try fields.string("id"), text: try fields.string("content"))
  }

  private static let records: [Int: WireRecord] = [
    1: ["id": .string("n1"), "body": .string("hello")],
    2: ["id": .string("n1"), "content": .string("hello")],
    3: ["id": .string("n1"), "text": .string("hello")],
  ]

  @Test func everyKnownShapeReadsToTodaysAction() throws {
    #expect(Self.decoder.version == 3)
    for shape in 1...3 {
      let read = try Self.decoder.decoder(forStoredShape: shape)
      #expect(try Self.records[shape]?.read(read) == .write(id: "n1", text: "hello"), "shape \(shape)")
    }
    // Today's reader is `decode`; a record of shape 1 read as today's shape lacks `text`.
    #expect(throws: Rejection.missingField("text")) { try Self.records[1]?.read(Self.decoder.decode) }
  }

  @Test func aNewerShapeOrAnUnregisteredOlderOneIsRefused() {
    for shape in [4, 99] {
      #expect {
        _ = try Self.decoder.decoder(forStoredShape: shape)
      } throws: { error in
        let rejection = error as? Rejection
        return rejection?.code == "newerShape"
          && rejection?.message
            == "it holds note.write in stored shape \(shape); this app reads note.write up to shape 3 (it was written by a newer app)"
      }
    }
    let withoutUpgrades = WireDecoder<Note>("note.write", fields: "id, text", version: 2) {
      (fields) throws(Rejection) in
      .write(id: try fields.string("id"), text: try fields.string("text"))
    }
    for shape in [1, 0, -1] {
      #expect {
        _ = try withoutUpgrades.decoder(forStoredShape: shape)
      } throws: { error in (error as? Rejection)?.code == "noUpgrade" }
    }
    #expect(throws: Never.self) { _ = try withoutUpgrades.decoder(forStoredShape: 2) }
  }

  @Test func mapCarriesTheVersionAndTheUpgrades() throws {
    let parent = Self.decoder.map(Parent.note)
    #expect(parent.version == 3 && parent.name == "note.write" && Set(parent.upgrades.keys) == [1, 2])
    for shape in 1...3 {
      let read = try parent.decoder(forStoredShape: shape)
      #expect(try Self.records[shape]?.read(read) == .note(.write(id: "n1", text: "hello")), "shape \(shape)")
    }
  }

  @Test func aDecoderWithoutAVersionIsShapeOne() throws {
    let plain = WireDecoder<Note>("note.write", fields: "id, text") { (fields) throws(Rejection) in
      .write(id: try fields.string("id"), text: try fields.string("text"))
    }
    #expect(plain.version == 1 && plain.upgrades.isEmpty)
    #expect(try Self.records[3]?.read(try plain.decoder(forStoredShape: 1)) == .write(id: "n1", text: "hello"))
    #expect(throws: Rejection.self) { _ = try plain.decoder(forStoredShape: 2) }
  }
}
