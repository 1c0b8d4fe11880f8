import NewModuleKit
import Testing

/// A module name is a plain UpperCamelCase identifier, and every generated name follows from it.
@Suite struct ModuleNameTests {
  @Test func aOneWordNameGivesEveryDerivedName() throws {
    let name = try ModuleName("Rating")
    #expect(name.lowerCamel == "rating")
    #expect(name.team == "@superapp/rating-team")
    #expect(name.recordAction == "rating.record")
    #expect(name.tests == "RatingTests")
    #expect(
      name.domainTypes == [
        "RatingAction", "RatingState", "RatingEntry", "RatingNote", "RatingError", "RatingRecording",
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
    "", "rating", "1Rating", "Rating_Team", "Rating-Team", "Rating Team", "Ratingé", "URLCache", "RatingUI",
    "App", "Foundation", "Testing", "RatingTests", "UDFExtras", "Import", "Switch",
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
