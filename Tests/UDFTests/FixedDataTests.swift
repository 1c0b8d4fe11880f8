import DomainValues
import Foundation
import Testing
import UDF
import UDFTesting

/// Protects the shared fixtures every test target names its data with: the ID's layout (kind in
/// the first group, the number in hex in the last, v4-shaped), its wire text, and the fixed time.
@Suite struct FixedDataTests {
  @Test func aFixedIDPutsTheKindFirstAndTheNumberLastInLowercaseHex() {
    #expect(fixedIDText(0xAB, kind: 3) == "00000003-0000-4000-8000-0000000000ab")
    #expect(fixedIDText(258) == "00000000-0000-4000-8000-000000000102")
    #expect(fixedIDText(0xFFFF_FFFF_FFFF) == "00000000-0000-4000-8000-ffffffffffff")
    #expect(fixedUUID(1, kind: 0xFF).uuidString == "000000FF-0000-4000-8000-000000000001")
    #expect(fixedID(7, Row.self, kind: 2) == ID<Row>(fixedUUID(7, kind: 2)))
    #expect(ID<Row>(uuidString: fixedIDText(9, kind: 0x1E)) == fixedID(9, kind: 0x1E))
  }

  @Test func kindsAndNumbersNeverShareAnID() {
    let ids = Set((0...3).flatMap { kind in (0...300).map { fixedUUID($0, kind: UInt8(kind)) } })
    #expect(ids.count == 4 * 301)
  }

  @Test func theFixedTimeIsItsOriginPlusTheOffset() {
    #expect(fixedTime() == Timestamp(rfc3339: "2023-11-14T22:13:20Z"))
    #expect(fixedTime(1_500).millisecondsSince1970 == 1_700_000_001_500)
  }
}
