import Box
import DomainValues
import Foundation
import Testing
import UDF
import UDFTesting

/// Thousands of random provisions, puts and moves, valid and invalid, checked against a naive model.
@Suite struct BoxesRandomizedTests {
  private enum Step: CustomStringConvertible {
    case provision(ID<PackingBox>, String)
    case put(ID<BoxedItem>, ID<PackingBox>)
    case move(ID<BoxedItem>, ID<PackingBox>)

    var description: String {
      switch self {
      case .provision(let box, let title): return "provision(\(box), \(title.unicodeScalars.count) scalars)"
      case .put(let item, let box): return "put(\(item), \(box))"
      case .move(let item, let box): return "move(\(item), \(box))"
      }
    }
  }

  private struct ModelBox: Equatable {
    let id: ID<PackingBox>
    let title: String
    var items: [ID<BoxedItem>]
  }

  private static let seed: UInt64 = 0xB0C5_0042
  private static let boxPool = (1...6).map { boxID(UInt8($0)) }
  private static let itemPool = (1...15).map { itemID(UInt8($0)) }
  private static let titles = [
    "Kitchen", "  Garage ", "", "   ", String(repeating: "t", count: 200), String(repeating: "t", count: 201),
  ]

  private static func randomStep(_ random: inout SeededGenerator) -> Step {
    let box = boxPool.randomElement(using: &random) ?? boxID(1)
    let item = itemPool.randomElement(using: &random) ?? itemID(1)
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<2: return .provision(box, titles.randomElement(using: &random) ?? "")
    case 2..<6: return .put(item, box)
    default: return .move(item, box)
    }
  }

  /// Applies `step`; returns the box a move came from (the box itself for a no-op move, as the
  /// model does) and what the apply touched.
  private static func apply(
    _ step: Step, to state: inout BoxesState
  ) throws(Rejection) -> (origin: ID<PackingBox>?, touched: Touched) {
    switch step {
    case .provision(let box, let title):
      return (nil, try BoxesState.reduce(&state, .provision(id: box, title: title)).touched)
    case .put(let item, let box):
      return (nil, try putItem(&state, (item, box)).touched)
    case .move(let item, let box):
      let move = try state.checkMove(item, to: box)
      var reduction = Reduction<BoxAction>()
      state.apply(move, &reduction)
      return (move.from, reduction.touched)
    }
  }

  /// Applies `step` to the model; returns the expected rejection code, or the box a move came from.
  private static func apply(_ step: Step, to model: inout [ModelBox]) -> Result<ID<PackingBox>?, Rejection> {
    func refuse(_ code: String) -> Result<ID<PackingBox>?, Rejection> { .failure(Rejection(code: code, message: "")) }
    func holder(_ item: ID<BoxedItem>) -> Int? { model.firstIndex { $0.items.contains(item) } }
    switch step {
    case .provision(let box, let raw):
      let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if title.isEmpty { return refuse("emptyTitleIsNotAllowed") }
      if title.unicodeScalars.count > 200 { return refuse("titleTooLong") }
      if model.contains(where: { $0.id == box }) { return refuse("alreadyExists") }
      model.append(ModelBox(id: box, title: title, items: []))
      return .success(nil)
    case .put(let item, let box):
      guard let target = model.firstIndex(where: { $0.id == box }) else { return refuse("notFound") }
      if holder(item) != nil { return refuse("alreadyExists") }
      model[target].items.append(item)
      return .success(nil)
    case .move(let item, let box):
      guard let target = model.firstIndex(where: { $0.id == box }) else { return refuse("notFound") }
      guard let origin = holder(item) else {
        model[target].items.append(item)
        return .success(nil)
      }
      if origin == target { return .success(box) }
      model[origin].items.removeAll { $0 == item }
      model[target].items.append(item)
      return .success(model[origin].id)
    }
  }

  /// Everything that must hold after any step; the first broken rule, or nil.
  private static func brokenInvariant(_ state: BoxesState, model: [ModelBox]) -> String? {
    let ids = state.boxes.map(\.id)
    if Set(ids).count != ids.count { return "a box ID appears twice" }
    for box in state.boxes where state.box(box.id) != box { return "lookup of \(box.id) disagrees with the array" }
    for id in boxPool where !ids.contains(id) && state.box(id) != nil { return "lookup finds missing box \(id)" }
    var boxedCount = 0
    for box in state.boxes {
      boxedCount += box.items.count
      for item in box.items where state.location[item] != box.id || state.box(containing: item) != box.id {
        return "location of \(item) does not name box \(box.id), which holds it"
      }
    }
    if boxedCount != state.location.count { return "location and box contents disagree (an item in two boxes?)" }
    let seen = state.boxes.map { ModelBox(id: $0.id, title: $0.title.value, items: $0.items) }
    return seen == model ? nil : "boxes differ from the model"
  }

  @Test func randomStepsKeepEveryItemInAtMostOneBox() {
    var state = BoxesState()
    var model: [ModelBox] = []
    var codes: [String: Int] = [:]
    runRandomSteps(seed: Self.seed, draw: Self.randomStep) { _, action in
      let before = state
      let expected = Self.apply(action, to: &model)
      do throws(Rejection) {
        let (origin, touched) = try Self.apply(action, to: &state)
        guard case .success(let expectedOrigin) = expected, origin == expectedOrigin else {
          return "accepted returning \(String(describing: origin)), model expected \(expected)"
        }
        let changed = state.boxes.filter { before.box($0.id) != $0 }.map(\.id)
        guard changed.allSatisfy({ touched.keys.contains(ObservationKey($0)) }) else {
          return "boxes \(changed) changed but only \(touched) is touched"
        }
      } catch {
        codes[error.code, default: 0] += 1
        guard case .failure(let rejection) = expected, rejection.code == error.code, state == before else {
          return "refused with \(error.code) or changed state; model expected \(expected)"
        }
      }
      return Self.brokenInvariant(state, model: model)
    }
    let allCodes: Set<String> = ["emptyTitleIsNotAllowed", "titleTooLong", "alreadyExists", "notFound"]
    #expect(Set(codes.keys) == allCodes, "seed \(Self.seed): \(codes)")
    #expect(state.location.count > 10, "seed \(Self.seed): too few items boxed to mean anything")
  }
}
