import DomainValues
import Items
import Testing
import UDF
import UDFTesting

/// Thousands of random actions, valid and invalid, with every invariant checked after each step.
///
/// A failure names the seed and the step; `SeededGenerator(seed:)` with that seed replays it.
@Suite struct ItemsRandomizedTests {
  static let itemIDs: [ID<Item>] = (1...10).map { fixedID($0) }
  static let titles = [
    "Milk", "  Eggs ", "", "   ", "\n\t", "Zoë", String(repeating: "a", count: 200),
    String(repeating: "a", count: 201), String(repeating: "e\u{301}", count: 100),
    String(repeating: "e\u{301}", count: 101),
  ]
  static let tags = ["a", "b", "c", "d", "e", "f", "g", " a ", "A", "", "  "]

  @Test(arguments: [UInt64(1), 42, 20_240_601])
  func randomActionsKeepEveryInvariant(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var state = ItemsState()
    var accepted = 0
    var refused = 0
    for step in 0..<4_000 {
      let action = Self.randomAction(&random, step: step)
      let context = "seed \(seed), step \(step), \(action)"
      let before = state
      let viaMediator = step.isMultiple(of: 2)
      switch Result(catching: { () throws(Rejection) in try Self.apply(action, to: &state, viaMediator: viaMediator) })
      {
      case .success(let reduction):
        accepted += 1
        Self.checkAccepted(action, before: before, after: state, context)
        Self.checkTouched(reduction, before: before, after: state, context)
      case .failure(let rejection):
        refused += 1
        #expect(state == before, "refused action changed the state; \(context)")
        Self.checkRefused(action, rejection, before: before, context)
      }
      #expect(state.items.count >= before.items.count, "an item disappeared; \(context)")
      Self.checkInvariants(state, context)
    }
    #expect(accepted > 1_000 && refused > 300, "seed \(seed): \(accepted) accepted, \(refused) refused")
  }

  /// Applies `action` through the reducer, or an assign through the mediators' `checkAssign` and
  /// `apply` when `viaMediator` (both must follow the same rules).
  static func apply(
    _ action: ItemsAction, to state: inout ItemsState, viaMediator: Bool
  ) throws(Rejection) -> Reduction<ItemsAction> {
    if viaMediator, case .assign(let item, let assignee) = action {
      return try assign(&state, assignee, to: item)
    }
    return try ItemsState.reduce(&state, action)
  }

  // MARK: - Checks

  static func checkInvariants(_ state: ItemsState, _ context: String) {
    let ids = state.items.map(\.id)
    #expect(Set(ids).count == ids.count, "duplicate IDs; \(context)")
    for id in itemIDs {
      #expect(state.contains(id) == ids.contains(id), "index disagrees with the array for \(id); \(context)")
    }
    for item in state.items {
      #expect(state.item(item.id) == item, "lookup of \(item.id) finds another item; \(context)")
      let title = item.title.value
      #expect(!title.isEmpty && isTrimmed(title), "bad title \(title.debugDescription); \(context)")
      #expect(title.unicodeScalars.count <= 200, "title too long; \(context)")
      let names = item.tags.map(\.name)
      #expect(names.count <= 5 && Set(names).count == names.count, "bad tags \(names); \(context)")
      #expect(names.allSatisfy { !$0.isEmpty && isTrimmed($0) }, "bad tag \(names); \(context)")
      #expect(Set(item.assignees).count == item.assignees.count, "repeated assignee; \(context)")
      #expect(Set(item.attachments).count == item.attachments.count, "repeated attachment; \(context)")
    }
  }

  /// Every item whose value changed is named in what the reduction touched.
  static func checkTouched(
    _ reduction: Reduction<ItemsAction>, before: ItemsState, after: ItemsState, _ context: String
  ) {
    let touched = Set(reduction.touched.keys)
    for item in after.items where before.item(item.id) != item {
      #expect(touched.contains(ObservationKey(item.id)), "changed \(item.id) not touched; \(context)")
    }
    #expect(reduction.events.isEmpty && reduction.effects.isEmpty, "\(context)")
  }

  static func checkAccepted(_ action: ItemsAction, before: ItemsState, after: ItemsState, _ context: String) {
    if let id = target(of: action) {
      #expect(before.contains(id), "accepted an action on an unknown item; \(context)")
    }
    switch action {
    case .addTag(let id, let text):
      let names = after.item(id)?.tags.map(\.name) ?? []
      #expect(names.contains(trimmed(text)), "added tag missing; \(context)")
    case .create(let id, _, _, _, _):
      #expect(!before.contains(id) && after.items.last?.id == id, "\(context)")
    default:
      break
    }
  }

  static func checkRefused(_ action: ItemsAction, _ rejection: Rejection, before: ItemsState, _ context: String) {
    if let id = target(of: action) {
      #expect((rejection.code == "notFound") == !before.contains(id), "\(rejection.code); \(context)")
    }
    switch action {
    case .addTag(let id, let text) where rejection.code == "maximumTagsCountReached":
      let names = before.item(id)?.tags.map(\.name) ?? []
      #expect(names.count == 5 && !names.contains(trimmed(text)), "refused a tag that fit; \(context)")
    case .addTag(_, let text) where rejection.code == "invalidField":
      #expect(trimmed(text).isEmpty, "refused a valid tag; \(context)")
    case .changeTitle(let id, let text) where before.contains(id):
      #expect(["emptyTitleIsNotAllowed", "titleTooLong"].contains(rejection.code), "\(context)")
      #expect(trimmed(text).isEmpty || trimmed(text).unicodeScalars.count > 200, "refused a valid title; \(context)")
    case .updateDescription, .removeDescription, .markCompleted, .markUncompleted, .assign, .unassign, .attach,
      .detach, .removeAllTags:
      #expect(rejection.code == "notFound", "\(context)")
    default:
      break
    }
  }

  // MARK: - Random actions

  static func randomAction(_ random: inout SeededGenerator, step: Int) -> ItemsAction {
    let at = fixedTime(Int64(step) * 1_000)
    let id = random.pick(itemIDs)
    switch Int.random(in: 0..<16, using: &random) {
    case 0:
      let dtos = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomDTO(&random) }
      return .didLoad(dtos, at: at)
    case 1, 2:
      return .create(id: id, title: random.pick(titles), description: nil, tags: randomTags(&random), at: at)
    case 3: return .changeTitle(id, random.pick(titles))
    case 4: return .updateDescription(id, random.pick(["", "note", "a longer note"]))
    case 5: return .removeDescription(id)
    case 6, 7: return .addTag(id, random.pick(tags))
    case 8: return .removeTag(id, random.pick(tags))
    case 9: return Bool.random(using: &random) ? .removeAllTags(id) : .markUncompleted(id)
    case 10: return .markCompleted(id, at: at)
    case 11: return .assign(id, fixedID(UInt16.random(in: 1...3, using: &random)))
    case 12: return .unassign(id, fixedID(UInt16.random(in: 1...3, using: &random)))
    case 13: return .attach(id, fixedID(UInt16.random(in: 1...3, using: &random)))
    case 14: return .changeAvailability(id, available: Bool.random(using: &random))
    default: return .detach(id, fixedID(UInt16.random(in: 1...3, using: &random)))
    }
  }

  static func randomDTO(_ random: inout SeededGenerator) -> ItemDTO {
    ItemDTO(
      id: random.pick(itemIDs),
      title: random.pick(titles),
      description: Bool.random(using: &random) ? "loaded" : nil,
      tags: Bool.random(using: &random) ? randomTags(&random) : nil,
      completed: random.pick([nil, true, false]),
      completedAt: Bool.random(using: &random) ? fixedTime(-5) : nil,
      available: random.pick([nil, true, false]),
      assignees: [fixedID(UInt16.random(in: 1...3, using: &random)), fixedID(1)],
      attachments: nil,
      createdAt: Bool.random(using: &random) ? fixedTime(-10) : nil
    )
  }

  static func randomTags(_ random: inout SeededGenerator) -> [String] {
    (0..<Int.random(in: 0...7, using: &random)).map { _ in random.pick(tags) }
  }

  static func target(of action: ItemsAction) -> ID<Item>? {
    switch action {
    case .changeTitle(let id, _), .updateDescription(let id, _), .removeDescription(let id), .addTag(let id, _),
      .removeTag(let id, _), .removeAllTags(let id), .markCompleted(let id, _), .markUncompleted(let id),
      .assign(let id, _), .unassign(let id, _), .attach(let id, _), .detach(let id, _),
      .changeAvailability(let id, _):
      return id
    default:
      return nil
    }
  }

  static func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(Substring(scalars))
  }

  static func isTrimmed(_ text: String) -> Bool { trimmed(text) == text }
}
