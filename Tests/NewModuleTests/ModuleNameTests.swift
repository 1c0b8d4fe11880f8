import NewModuleKit
import Testing

/// A module name is a plain UpperCamelCase identifier, and every generated name follows from it.
@Suite struct ModuleNameTests {
  @Test func aOneWordNameGivesEveryDerivedName() throws {
    let name = try ModuleName("Parcel")
    #expect(name.lowerCamel == "parcel")
    #expect(name.team == "@superapp/parcel-team")
    #expect(name.recordAction == "parcel.record")
    #expect(name.tests == "ParcelTests")
    #expect(
      name.domainTypes == [
        "ParcelAction", "ParcelState", "ParcelEntry", "ParcelNote", "ParcelError", "ParcelRecording",
      ])
    #expect(!name.domainTypes.contains(name.value), "no type is named like its module")
  }

  @Test func aSeveralWordNameSplitsAtItsCapitals() throws {
    let name = try ModuleName("RideFeedback2")
    #expect(name.lowerCamel == "rideFeedback2")
    #expect(name.words() == "ride feedback2")
    #expect(name.team == "@superapp/ride-feedback2-team")
  }

  @Test func theLongestNameIsAcceptedAndOneMoreIsRefused() throws {
    let longest = "R" + String(repeating: "a", count: ModuleName.maximumLength - 1)
    #expect(try ModuleName(longest).value == longest)
    #expect(throws: ScaffoldError.self) { try ModuleName(longest + "a") }
  }

  @Test(arguments: [
    "", "parcel", "1Parcel", "Parcel_Team", "Parcel-Team", "Parcel Team", "Parcelé", "URLCache", "ParcelUI",
    "App", "Foundation", "Testing", "ParcelTests", "UDFExtras", "Import", "Switch",
  ])
  func aNameThatIsNotAPlainUpperCamelCaseIdentifierIsRefused(text: String) {
    do {
      let name = try ModuleName(text)
      Issue.record("accepted \(name.value)")
    } catch {
      guard case .invalidName(let refused, let reason) = error else {
        Issue.record("refused \(text) with \(error)")
        return
      }
      #expect(refused == text)
      #expect(!reason.isEmpty)
      #expect(error.description.contains("`\(text)` is not a valid module name"))
    }
  }
}
