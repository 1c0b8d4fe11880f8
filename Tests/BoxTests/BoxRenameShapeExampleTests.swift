import Box
import DomainValues
import Testing
import UDF
import UDFTesting
import UDFWire

/// The example of `WireDecoder`'s doc comment and of docs/ARCHITECTURE.md ("How to change an
/// action's stored shape"), call for call: `box.rename` raised to shape 2, shape 1 upgraded.
@Suite struct BoxRenameShapeExampleTests {
  static let decoder = WireDecoder<BoxAction>("box.rename", fields: "box, title", version: 2) {
    (fields) throws(Rejection) in
    .rename(try fields.id("box"), title: try fields.string("title"))
  }
  .upgrading(from: 1) { (fields) throws(Rejection) in .rename(try fields.id("id"), title: try fields.string("name")) }

  @Test func bothShapesReadToTodaysRename() throws {
    let box = boxID(1)
    let shape2: WireRecord = ["box": .string(box.description), "title": .string("Kitchen")]
    let shape1: WireRecord = ["id": .string(box.description), "name": .string("Kitchen")]
    #expect(try shape2.read(Self.decoder.decoder(forStoredShape: 2)) == .rename(box, title: "Kitchen"))
    #expect(try shape1.read(Self.decoder.decoder(forStoredShape: 1)) == .rename(box, title: "Kitchen"))
    #expect(throws: Rejection.missingField("box")) { try shape1.read(Self.decoder.decode) }
  }
}
