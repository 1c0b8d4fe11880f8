import DomainValues
import Testing
import UDF

/// The refusals several modules give read the same from every module: one code, one wording.
@Suite struct RejectionKindsTests {
  private enum Box {}

  private static let id = ID<Box>(uuidString: "b0000000-0000-4000-8000-000000000009")

  @Test func notFoundNamesTheKindAndTheID() throws {
    let id = try #require(Self.id)
    #expect(Rejection.notFound("box", id) == Rejection(code: "notFound", message: "no box with id \(id)"))
  }

  @Test func alreadyExistsNamesTheKindTheIDAndWhereItIs() throws {
    let id = try #require(Self.id)
    #expect(
      Rejection.alreadyExists("box", id)
        == Rejection(code: "alreadyExists", message: "box with id \(id) already exists"))
    #expect(
      Rejection.alreadyExists("item", id, in: "box 7").message == "item with id \(id) already exists in box 7")
  }

  @Test func fieldRefusalsNameTheFieldAndWhatItMustBe() {
    #expect(
      Rejection.missingField("orders[0].id")
        == Rejection(code: "missingField", message: "the field 'orders[0].id' is required"))
    #expect(
      Rejection.invalidField("name", TrimmedText.nonEmptyRule)
        == Rejection(code: "invalidField", message: "the field 'name' must be a text that is not empty once trimmed"))
  }

  @Test func titleRefusalsKeepTheirCodes() {
    #expect(Rejection.emptyTitle == Rejection(code: "emptyTitleIsNotAllowed", message: "a title must not be empty"))
    #expect(
      Rejection.titleTooLong(maximum: 200, count: 201)
        == Rejection(code: "titleTooLong", message: "a title has at most 200 characters, this one has 201"))
  }

  /// `validated` reports a module's typed error as its rejection, and passes a value through.
  @Test func validatedReportsTheTypedErrorAsItsRejection() {
    struct Refused: Error, RejectionConvertible {
      var rejection: Rejection { Rejection(code: "refused", message: "no") }
    }
    #expect(throws: Rejection(code: "refused", message: "no")) {
      try validated { () throws(Refused) -> Int in throw Refused() }
    }
    #expect((try? validated { () throws(Refused) -> Int in 7 }) == 7)
  }
}

/// The steps every value object holding a required short text shares, at their edges.
@Suite struct RequiredTextTests {
  private enum Refused: Error, Equatable {
    case empty
    case tooLong(Int)
  }

  @Test func aRequiredTextIsTrimmedAndNeverEmpty() throws {
    #expect(try TrimmedText.required(" Ada\n", orThrow: Refused.empty) == "Ada")
    #expect(throws: Refused.empty) { try TrimmedText.required(" \u{200B} ", orThrow: Refused.empty) }
  }

  @Test func aBoundedTextCountsUnicodeScalarsAfterTrimming() throws {
    let three = "e\u{301}e"
    #expect(try TrimmedText.required("  " + three + " ", atMost: 3, orThrow: .empty, tooLong: Refused.tooLong) == three)
    #expect(throws: Refused.tooLong(4)) {
      try TrimmedText.required(three + "\u{301}", atMost: 3, orThrow: .empty, tooLong: Refused.tooLong)
    }
    #expect(throws: Refused.empty) {
      try TrimmedText.required("   ", atMost: 3, orThrow: .empty, tooLong: Refused.tooLong)
    }
  }
}
