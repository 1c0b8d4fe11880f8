import DomainValues
import Parcel
import Testing
import UDF
import UDFTesting

/// Thousands of random registrations and reweighings, valid and invalid, checked against a naive
/// model after every step: IDs unique, every weight within limits, every label valid, the events
/// and what is touched as the model says.
@Suite struct ParcelsRandomizedTests {
  private enum Step: CustomStringConvertible {
    case register(ID<ShippedParcel>, String, Int)
    case reweigh(ID<ShippedParcel>, Int)

    var description: String {
      switch self {
      case .register(let id, let label, let grams):
        "register(\(id), \(label.unicodeScalars.count) scalars, \(grams) g)"
      case .reweigh(let id, let grams): "reweigh(\(id), \(grams) g)"
      }
    }

    var action: ParcelAction {
      switch self {
      case .register(let id, let label, let grams): .register(id: id, label: label, grams: grams)
      case .reweigh(let id, let grams): .reweigh(id, grams: grams)
      }
    }
  }

  /// A parcel as the model knows it.
  private struct ModelParcel: Equatable {
    let id: ID<ShippedParcel>
    let label: String
    var grams: Int
  }

  /// What the model expects of a step: a refusal's code, or acceptance with the event it publishes.
  private enum Expected: Equatable {
    case refused(String)
    case accepted(ParcelReweighed?)
  }

  private static let seed: UInt64 = 0x9A2C_0042
  private static let maximum = ParcelLabel.maximumLength
  private static let ids = (1...8).map { parcelID(UInt8($0)) }
  private static let labels = [
    "Books", "  Padded\n", "", "   ", "\u{200B}",
    String(repeating: "n", count: ParcelLabel.maximumLength),
    String(repeating: "n", count: ParcelLabel.maximumLength + 1),
  ]
  private static let weights = [1, 2, 1_200, 29_999, 30_000, 0, -1, 30_001]

  private static func randomStep(_ random: inout SeededGenerator) -> Step {
    let id = ids.randomElement(using: &random) ?? parcelID(1)
    let grams = weights.randomElement(using: &random) ?? 1
    if Int.random(in: 0..<10, using: &random) < 4 {
      return .register(id, labels.randomElement(using: &random) ?? "", grams)
    }
    return .reweigh(id, grams)
  }

  /// Applies `step` to the model; returns what the reducer must do.
  private static func apply(_ step: Step, to model: inout [ModelParcel]) -> Expected {
    func onTheScale(_ grams: Int) -> Bool { (1...30_000).contains(grams) }
    switch step {
    case .register(let id, let raw, let grams):
      let label = TrimmedText.of(raw)
      if label.isEmpty { return .refused("emptyLabelIsNotAllowed") }
      if label.unicodeScalars.count > maximum { return .refused("labelTooLong") }
      if !onTheScale(grams) { return .refused("weightOffTheScale") }
      if model.contains(where: { $0.id == id }) { return .refused("alreadyExists") }
      model.append(ModelParcel(id: id, label: label, grams: grams))
      return .accepted(nil)
    case .reweigh(let id, let grams):
      guard let index = model.firstIndex(where: { $0.id == id }) else { return .refused("notFound") }
      if !onTheScale(grams) { return .refused("weightOffTheScale") }
      let from = model[index].grams
      guard from != grams else { return .accepted(nil) }
      model[index].grams = grams
      return .accepted(ParcelReweighed(parcel: id, from: from, to: grams))
    }
  }

  /// Everything that must hold after any step; the first broken rule, or nil.
  private static func brokenInvariant(_ state: ParcelsState, model: [ModelParcel]) -> String? {
    let ids = state.parcels.map(\.id)
    if Set(ids).count != ids.count { return "an ID appears twice" }
    for parcel in state.parcels where state.parcel(parcel.id) != parcel { return "lookup of \(parcel.id) disagrees" }
    for id in Self.ids where !ids.contains(id) && state.parcel(id) != nil { return "lookup finds missing \(id)" }
    for parcel in state.parcels {
      let grams = parcel.weight.grams
      if grams < ParcelWeight.lightest || grams > ParcelWeight.heaviest {
        return "parcel \(parcel.id) weighs \(grams) g, off the scale"
      }
      let label = parcel.label.value
      if label.isEmpty || label != TrimmedText.of(label) || label.unicodeScalars.count > maximum {
        return "parcel \(parcel.id) holds an invalid label"
      }
    }
    let seen = state.parcels.map { ModelParcel(id: $0.id, label: $0.label.value, grams: $0.weight.grams) }
    return seen == model ? nil : "parcels differ from the model"
  }

  @Test func randomStepsKeepEveryRule() {
    var state = ParcelsState()
    var model: [ModelParcel] = []
    var codes: [String: Int] = [:]
    var events = 0
    var noOps = 0
    runRandomSteps(seed: Self.seed, draw: Self.randomStep) { _, step in
      let before = state
      let expected = Self.apply(step, to: &model)
      do throws(Rejection) {
        let reduction = try ParcelsState.reduce(&state, step.action)
        guard case .accepted(let event) = expected else { return "accepted; the model expected \(expected)" }
        let published = reduction.events.compactMap { $0 as? ParcelReweighed }
        guard published == (event.map { [$0] } ?? []), reduction.events.count == published.count else {
          return "published \(published); the model expected \(String(describing: event))"
        }
        let changed = state.parcels.filter { before.parcel($0.id) != $0 }.map { ObservationKey($0.id) }
        guard Set(reduction.touched.keys) == Set(changed) else {
          return "parcels \(changed) changed but \(reduction.touched) is touched"
        }
        if event != nil { events += 1 }
        if case .reweigh = step, changed.isEmpty { noOps += 1 }
      } catch {
        codes[error.code, default: 0] += 1
        guard expected == .refused(error.code) else {
          return "refused with \(error.code); the model expected \(expected)"
        }
        guard state == before else { return "refused with \(error.code) but changed the state" }
      }
      return Self.brokenInvariant(state, model: model)
    }
    let allCodes: Set<String> = [
      "emptyLabelIsNotAllowed", "labelTooLong", "weightOffTheScale", "alreadyExists", "notFound",
    ]
    #expect(Set(codes.keys) == allCodes, "seed \(Self.seed): \(codes)")
    #expect(state.parcels.count == Self.ids.count, "seed \(Self.seed): every ID registered once")
    #expect(events > 100 && noOps > 10, "seed \(Self.seed): \(events) reweighings, \(noOps) no-ops")
  }
}
