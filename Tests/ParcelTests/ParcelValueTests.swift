import Parcel
import Testing
import UDF

/// The value objects on their own: a label is trimmed, not empty, at most 80 Unicode scalars; a
/// weight is 1 to 30,000 whole grams. Each refusal is a typed error with a stable code.
@Suite struct ParcelValueTests {
  @Test(arguments: [("Books", "Books"), ("  Books for Ada\n", "Books for Ada"), ("a b", "a b")])
  func aLabelIsTrimmed(raw: String, trimmed: String) throws {
    #expect(try ParcelLabel(raw).value == trimmed)
  }

  @Test(arguments: ["", " ", "\n\t  ", "\u{200B}"])
  func anEmptyLabelIsRefused(raw: String) {
    #expect(throws: ParcelError.emptyLabel) { try ParcelLabel(raw) }
    #expect(ParcelError.emptyLabel.rejection.code == "emptyLabelIsNotAllowed")
  }

  @Test func eightyScalarsFitAndEightyOneDoNot() throws {
    let longest = String(repeating: "x", count: 80)
    #expect(try ParcelLabel(longest).value == longest)
    #expect(try ParcelLabel("  " + longest + " ").value == longest)
    #expect(throws: ParcelError.labelTooLong(scalarCount: 81)) { try ParcelLabel(longest + "y") }
    #expect(ParcelError.labelTooLong(scalarCount: 81).rejection.code == "labelTooLong")
  }

  @Test func aLabelsLengthIsCountedInUnicodeScalars() throws {
    let accented = String(repeating: "e\u{301}", count: 40)
    #expect(try ParcelLabel(accented).value.unicodeScalars.count == 80)
    #expect(throws: ParcelError.labelTooLong(scalarCount: 82)) { try ParcelLabel(accented + "e\u{301}") }
  }

  @Test(arguments: [1, 2, 1_200, 29_999, 30_000])
  func aWeightOnTheScaleIsKept(grams: Int) throws {
    #expect(try ParcelWeight(grams: grams).grams == grams)
  }

  @Test(arguments: [0, -1, -30_000, 30_001, Int.max, Int.min])
  func aWeightOffTheScaleIsRefused(grams: Int) {
    #expect(throws: ParcelError.weightOffTheScale(grams: grams)) { try ParcelWeight(grams: grams) }
  }

  @Test func theWeightRefusalHasAStableCodeAndNamesTheLimits() {
    let rejection = ParcelError.weightOffTheScale(grams: 30_001).rejection
    #expect(rejection.code == "weightOffTheScale")
    #expect(rejection.message == "a parcel weighs 1 to 30000 grams, not 30001")
    #expect(ParcelWeight.lightest == 1 && ParcelWeight.heaviest == 30_000)
  }

  @Test func registeringChecksTheLabelBeforeTheWeight() throws {
    #expect(throws: ParcelError.emptyLabel) { try ShippedParcel.register(id: parcelID(1), label: " ", grams: 0) }
    #expect(throws: ParcelError.weightOffTheScale(grams: 0)) {
      try ShippedParcel.register(id: parcelID(1), label: "Books", grams: 0)
    }
  }

  @Test func reweighingKeepsTheIdentityAndTheLabel() throws {
    let parcel = try ShippedParcel.register(id: parcelID(1), label: " Books ", grams: 1_200)
    let reweighed = parcel.reweighing(to: try ParcelWeight(grams: 900))
    #expect(reweighed.id == parcel.id && reweighed.label == parcel.label)
    #expect(reweighed.weight.grams == 900)
    #expect(parcel.weight.grams == 1_200, "the parcel itself is a value: reweighing gives a new one")
  }
}
