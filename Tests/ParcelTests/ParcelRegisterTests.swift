import DomainValues
import Parcel
import Testing
import UDF
import UDFTesting
import UDFWire

/// `parcel.register`: a new parcel with its trimmed label and its weight; the label rules, then
/// the weight rules, then a used ID, each at its edges; every refusal changes nothing.
@Suite struct ParcelRegisterTests {
  private let longest = String(repeating: "é", count: ParcelLabel.maximumLength)

  @Test func registeringAddsTheParcelWithItsTrimmedLabelAndWeight() throws {
    let start = try registered([(parcelID(1), "Books", 1_200)])
    var state = start
    let reduction = try ParcelsState.reduce(
      &state, .register(id: parcelID(2), label: "  A lamp\n", grams: 3_000))
    #expect(state.parcels.map(\.id) == [parcelID(1), parcelID(2)])
    #expect(state.parcel(parcelID(2))?.label.value == "A lamp")
    #expect(state.parcel(parcelID(2))?.weight.grams == 3_000)
    #expect(state.parcel(parcelID(1)) == start.parcel(parcelID(1)))
    #expect(Set(reduction.touched.keys) == [ObservationKey(parcelID(2))])
    #expect(reduction.events.isEmpty)
  }

  @Test func aLabelOfExactlyEightyCharactersIsAccepted() throws {
    var state = ParcelsState()
    try ParcelsState.reduce(&state, .register(id: parcelID(1), label: " \(longest) ", grams: 10))
    #expect(state.parcel(parcelID(1))?.label.value == longest)
  }

  @Test func anEmptyLabelIsRefusedAndChangesNothing() throws {
    for label in ["", " \n\t ", "\u{200B}"] {
      expectRejection(
        ParcelsState.reduce, from: try twoParcels(), .register(id: parcelID(3), label: label, grams: 10),
        code: "emptyLabelIsNotAllowed")
    }
  }

  @Test func aLabelOfEightyOneCharactersIsRefusedAndChangesNothing() throws {
    expectRejection(
      ParcelsState.reduce, from: try twoParcels(), .register(id: parcelID(3), label: longest + "é", grams: 10),
      code: "labelTooLong")
  }

  @Test(arguments: [1, 30_000])
  func theLightestAndTheHeaviestWeightsAreAccepted(grams: Int) throws {
    var state = try twoParcels()
    try ParcelsState.reduce(&state, .register(id: parcelID(3), label: "Edge", grams: grams))
    #expect(state.parcel(parcelID(3))?.weight.grams == grams)
  }

  @Test(arguments: [0, 30_001, -1, -1_200])
  func aWeightOffTheScaleIsRefusedAndChangesNothing(grams: Int) throws {
    expectRejection(
      ParcelsState.reduce, from: try twoParcels(), .register(id: parcelID(3), label: "Edge", grams: grams),
      code: "weightOffTheScale")
  }

  @Test func aUsedIDIsRefusedAfterTheLabelAndWeightRules() throws {
    let start = try twoParcels()
    expectRejection(
      ParcelsState.reduce, from: start, .register(id: parcelID(1), label: "Again", grams: 10), code: "alreadyExists")
    expectRejection(
      ParcelsState.reduce, from: start, .register(id: parcelID(1), label: " ", grams: 0),
      code: "emptyLabelIsNotAllowed")
    expectRejection(
      ParcelsState.reduce, from: start, .register(id: parcelID(1), label: "Again", grams: 0),
      code: "weightOffTheScale")
  }

  @Test func theLabelRulesComeBeforeTheWeightRules() throws {
    expectRejection(
      ParcelsState.reduce, from: try twoParcels(), .register(id: parcelID(3), label: longest + "é", grams: -5),
      code: "labelTooLong")
  }

  @Test func theWireShapeIsIDLabelAndGramsAndRoundTrips() throws {
    let action = ParcelAction.register(id: parcelID(1), label: "Books", grams: 1_200)
    #expect(action.wireName == "parcel.register")
    let record = WireRecord(of: action)
    #expect(record == ["id": .string(parcelID(1).description), "label": .string("Books"), "grams": .int(1_200)])
    let decoder = try #require(ParcelAction.wireDecoders.first { $0.name == "parcel.register" })
    #expect(decoder.fields == "id?, label, grams")
    #expect(try record.read(decoder.decode) == action)
    let withoutGrams: WireRecord = ["id": .string(parcelID(1).description), "label": .string("Books")]
    #expect(throws: Rejection.missingField("grams")) { try withoutGrams.read(decoder.decode) }
    let withoutLabel: WireRecord = ["id": .string(parcelID(1).description), "grams": .int(1_200)]
    #expect(throws: Rejection.missingField("label")) { try withoutLabel.read(decoder.decode) }
  }

  @Test func theWireExamplesHoldOneOfEachActionWithEveryField() throws {
    let names = ParcelAction.wireExamples.map(\.wireName)
    #expect(names == ParcelAction.wireDecoders.map(\.name))
    #expect(names == ["parcel.register", "parcel.reweigh"])
    for example in ParcelAction.wireExamples {
      let decoder = try #require(ParcelAction.wireDecoders.first { $0.name == example.wireName })
      #expect(try WireRecord(of: example).read(decoder.decode) == example)
    }
    var state = ParcelsState()
    for example in ParcelAction.wireExamples { try ParcelsState.reduce(&state, example) }
    #expect(state.parcels.count == 1, "the examples are a valid session: a parcel, then its reweighing")
  }
}
