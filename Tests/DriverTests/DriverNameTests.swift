import Driver
import Testing
import UDF

@Suite struct DriverNameTests {
  @Test(arguments: [("Ann", "Ann"), ("  Bob Smith\n", "Bob Smith"), ("\tÉva ", "Éva"), ("x", "x")])
  func nameIsTrimmed(raw: String, trimmed: String) throws {
    #expect(try DriverName(raw).value == trimmed)
    #expect(try DriverName(raw).description == trimmed)
  }

  @Test(arguments: ["", " ", "\n\t ", "\u{00A0}"])
  func emptyNameIsInvalidField(raw: String) {
    #expect(throws: DriverError.emptyName) { try DriverName(raw) }
    #expect(DriverError.emptyName.rejection.code == "invalidField")
  }
}
