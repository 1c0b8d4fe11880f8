import NewModuleKit
import Testing

/// A module name is a plain UpperCamelCase identifier that no keyword, toolchain type or module,
/// or project module family takes, and every generated name follows from it; each refusal is
/// checked at its edge, next to a name that is accepted.
@Suite struct ModuleNameTests {
  @Test func aOneWordNameGivesEveryDerivedName() throws {
    let name = try ModuleName("Parcel")
    #expect(name.lowerCamel == "parcel")
    #expect(name.team == "@superapp/parcel-team")
    #expect(name.tests == "ParcelTests")
    let domain = try DomainNames(name)
    #expect(domain.part == "parcels")
    #expect(domain.recordAction == "parcel.record")
    #expect(
      domain.types == ["ParcelAction", "ParcelsState", "ParcelEntry", "ParcelNote", "ParcelError", "ParcelRecording"])
    #expect(!domain.types.contains(name.value), "no type is named like its module")
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
    ("Parcel", "parcels", "ParcelsState"), ("Box", "boxes", "BoxesState"),
    ("Category", "categories", "CategoriesState"),
    ("Pass", "passes", "PassesState"), ("Status", "statuses", "StatusesState"), ("Watch", "watches", "WatchesState"),
    ("Key", "keys", "KeysState"), ("Analysis", "analyses", "AnalysesState"), ("Person", "people", "PeopleState"),
    ("Items", "items", "ItemsState"), ("Rating", "ratings", "RatingsState"),
    ("RideCategory", "rideCategories", "RideCategoriesState"), ("SalesPerson", "salesPeople", "SalesPeopleState"),
  ])
  func thePartIsThePluralOfTheNamesLastWord(name: String, part: String, state: String) throws {
    let names = try DomainNames(try ModuleName(name))
    #expect(names.part == part)
    #expect(names.state == state)
  }

  @Test func aPartAskedForIsUsedAndItsStateTypeFollows() throws {
    let names = try DomainNames(try ModuleName("Leaf"), part: "leaves")
    #expect(names.part == "leaves" && names.state == "LeavesState")
    let longest = "p" + String(repeating: "a", count: DomainNames.maximumPartLength - 1)
    #expect(try DomainNames(try ModuleName("Leaf"), part: longest).part == longest)
    #expect(try DomainNames(try ModuleName("Leaf"), part: "defaults").part == "defaults", "next to `default`")
  }

  @Test(arguments: [
    "Leaves", "leaf_s", "leafURLs", "", "1leaves", "default", "self", "p" + String(repeating: "a", count: 28),
  ])
  func aPartThatIsNotAPlainLowerCamelCaseIdentifierIsRefused(part: String) throws {
    let name = try ModuleName("Leaf")
    #expect(throws: ScaffoldError.self) { try DomainNames(name, part: part) }
    do {
      _ = try DomainNames(name, part: part)
    } catch {
      guard case .invalidPart(let refused, _) = error else {
        Issue.record("refused \(part) with \(error)")
        return
      }
      #expect(refused == part)
    }
  }

  @Test(arguments: [
    // Not plain UpperCamelCase.
    "", "parcel", "1Parcel", "Parcel_Team", "Parcel-Team", "Parcel Team", "Parcelé", "URLCache", "ParcelUI",
    // Swift keywords once lower-cased, contextual ones included.
    "Import", "Switch", "Any", "Self", "Type", "Protocol", "Precedencegroup", "Associatedtype", "Actor", "Some",
    "Willset", "Nonisolated", "Sending", "Consume", "Macro",
    // Standard library and Foundation types, toolchain modules.
    "String", "Int", "Int8", "Array", "Optional", "Result", "Error", "Never", "Task", "Regex", "Duration", "Data",
    "Date", "Decimal", "Locale", "Calendar", "Glibc", "Foundation", "Testing", "Synchronization",
    // The project's own module families.
    "App", "ParcelTests", "UDFExtras",
  ])
  func aNameThatIsNotAllowedIsRefused(text: String) {
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

  /// Next to each refused kind, a name that is not one of them.
  @Test(arguments: [
    "Imports", "Anything", "Selfie", "Types", "Protocols", "Actors", "Strings", "Int7", "Arrays", "Results", "Errors",
    "Tasks", "Datum", "Dates", "Url", "Glib", "Apps", "Testings", "Udf", "Parcel",
  ])
  func aNameNextToARefusedOneIsAccepted(text: String) throws {
    #expect(try ModuleName(text).value == text)
  }

  /// A domain's derived type names (`<Name>Error`, `<Name>Action`, …) are checked like the name:
  /// `Cancellation` is a fine module name, but its error type would be the standard library's
  /// `CancellationError`.
  @Test(arguments: [
    ("Cancellation", "CancellationError", "standard library type"),
    ("Decoding", "DecodingError", "standard library type"),
    ("Localized", "LocalizedError", "Foundation type"),
  ])
  func aDomainWhoseDerivedTypeIsTakenIsRefused(text: String, type: String, kind: String) throws {
    let name = try ModuleName(text)
    #expect(
      throws: ScaffoldError.invalidName(text, "its type \(type): `\(type)` is a \(kind); the module would shadow it")
    ) {
      try DomainNames(name)
    }
    #expect(try DomainNames(try ModuleName(text + "Rule")).module.value == text + "Rule", "next to it")
  }

  @Test func theRefusalsSayWhy() {
    #expect(
      throws: ScaffoldError.invalidName(
        "Protocol", "`protocol` is a Swift keyword and cannot be a type, a case or a property")
    ) {
      try ModuleName("Protocol")
    }
    #expect(
      throws: ScaffoldError.invalidName("Result", "`Result` is a standard library type; the module would shadow it")
    ) {
      try ModuleName("Result")
    }
    #expect(throws: ScaffoldError.invalidName("Data", "`Data` is a Foundation type; the module would shadow it")) {
      try ModuleName("Data")
    }
  }
}
