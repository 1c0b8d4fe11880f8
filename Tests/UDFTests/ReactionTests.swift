import Testing
import UDF
import UDFTesting

/// A root written as the App's composer writes one: `sell` publishes `Sold`, which the loyalty
/// module answers with `earn` (refused above 10 points), whose `Earned` the badge module answers
/// with `award`. What `Reduction` records of the reactions and what `TestStore` shows of them.
@Suite struct ReactionTests {
  struct Shop: Equatable, Sendable {
    var sold = 0
    var points = 0
    var badges = 0
  }

  enum ShopAction: Action, Equatable {
    case sell(Int)
    case earn(Int)
    case award
  }

  struct Sold: DomainEvent, Equatable {
    static let name = "shop.sold"
    let count: Int
    func write(to writer: inout some FieldWriter) { writer.field("count", count) }
  }

  struct Earned: DomainEvent, Equatable {
    static let name = "loyalty.earned"
    let points: Int
    func write(to writer: inout some FieldWriter) { writer.field("points", points) }
  }

  enum ShopRoot: ReactingReducer {
    static func reduce(_ action: ShopAction, into state: inout Shop, _ reduction: inout Reduction<ShopAction>)
      throws(Rejection)
    {
      var reactions: [Reacted<ShopAction>] = []
      try reduce(action, into: &state, &reduction, reactions: &reactions)
    }

    static func reduce(
      _ action: ShopAction, into state: inout Shop, _ reduction: inout Reduction<ShopAction>,
      reactions: inout [Reacted<ShopAction>]
    ) throws(Rejection) {
      let published = reduction.eventCount
      try route(action, into: &state, &reduction)
      var next = published
      while let event = reduction.event(at: next) {
        next += 1
        switch event {
        case let sold as Sold: run(.earn(sold.count * 2), &state, &reduction, &reactions)
        case is Earned: run(.award, &state, &reduction, &reactions)
        default: break
        }
      }
    }

    static func route(_ action: ShopAction, into state: inout Shop, _ reduction: inout Reduction<ShopAction>)
      throws(Rejection)
    {
      switch action {
      case .sell(let count):
        guard count > 0 else { throw Rejection(code: "nothingSold", message: "sell at least one") }
        state.sold += count
        reduction.publish(Sold(count: count))
      case .earn(let points):
        guard points <= 10 else { throw Rejection(code: "tooManyPoints", message: "at most 10 points at once") }
        state.points += points
        reduction.publish(Earned(points: points))
      case .award:
        state.badges += 1
      }
    }

    private static func run(
      _ action: ShopAction, _ state: inout Shop, _ reduction: inout Reduction<ShopAction>,
      _ reactions: inout [Reacted<ShopAction>]
    ) {
      do throws(Rejection) {
        try route(action, into: &state, &reduction)
        reactions.append(Reacted(action: action, refusal: nil))
      } catch {
        reactions.append(Reacted(action: action, refusal: error))
        reduction.publish(ReactionRefused(action: "\(action)", rejection: error))
      }
    }
  }

  /// Reduces `action` with its reactions from `shop`, returning the reduction and the reactions.
  private func reduced(_ action: ShopAction, _ shop: inout Shop) throws(Rejection) -> (
    Reduction<ShopAction>, [Reacted<ShopAction>]
  ) {
    var reduction = Reduction<ShopAction>()
    var reactions: [Reacted<ShopAction>] = []
    try ShopRoot.reduce(action, into: &shop, &reduction, reactions: &reactions)
    return (reduction, reactions)
  }

  @Test func aChainOfReactionsRunsInOneDispatchAndIsRecordedInOrder() throws {
    var shop = Shop()
    let (reduction, reactions) = try reduced(.sell(3), &shop)
    #expect(shop == Shop(sold: 3, points: 6, badges: 1))
    #expect(reactions == [Reacted(action: .earn(6), refusal: nil), Reacted(action: .award, refusal: nil)])
    #expect(reduction.events.map { String(describing: type(of: $0)) } == ["Sold", "Earned"])
  }

  @Test func aRefusedReactionChangesNothingReportsItselfAndNeverUndoesThePublisher() throws {
    var shop = Shop()
    let (reduction, reactions) = try reduced(.sell(6), &shop)
    #expect(shop == Shop(sold: 6, points: 0, badges: 0), "the sale stands; the refused earn changed nothing")
    let refusal = Rejection(code: "tooManyPoints", message: "at most 10 points at once")
    #expect(reactions == [Reacted(action: .earn(12), refusal: refusal)])
    #expect(reduction.events.last as? ReactionRefused == ReactionRefused(action: "earn(12)", rejection: refusal))
    #expect(reduction.eventCount == 2)
  }

  @Test func anActionWhoseEventsNobodyReactsToRecordsNoReaction() throws {
    var shop = Shop()
    let (reduction, reactions) = try reduced(.award, &shop)
    #expect(reactions.isEmpty && reduction.events.isEmpty && reduction.eventCount == 0)
    #expect(reduction.event(at: 0) == nil)
  }

  @Test func aRefusedActionSetsNothingOff() {
    var shop = Shop()
    #expect(throws: Rejection.self) { try reduced(.sell(0), &shop) }
    #expect(shop == Shop())
  }

  @Test func aReactionIsWrittenAsItsActionItsCodeAndItsMessage() {
    let record = WireRecord(
      of: ReactionRefused(action: "earnPoints.tripDidComplete", rejection: Rejection(code: "c", message: "m")))
    #expect(record == ["action": .string("earnPoints.tripDidComplete"), "code": .string("c"), "message": .string("m")])
  }

  @Test func theTestStoreReceivesEachReactionWithTheStateAfterIt() {
    let store = TestStore(initialState: Shop(), reducer: ShopRoot.self)
    store.send(.sell(2)) { $0.sold = 2 }
    store.expectEvent(Sold(count: 2))
    store.receive(.earn(4)) { $0.points = 4 }
    store.expectEvent(Earned(points: 4))
    store.receive(.award) { $0.badges = 1 }
    store.finish()
  }

  @Test func theTestStoreReceivesARefusedReactionWithItsCode() {
    let store = TestStore(initialState: Shop(), reducer: ShopRoot.self)
    store.send(.sell(9)) { $0.sold = 9 }
    store.expectEvent(Sold(count: 9))
    store.receive(.earn(18), refusedWith: "tooManyPoints")
    store.finish()
  }

  @Test func anUnreceivedReactionFailsAnExhaustiveTest() {
    let store = TestStore(initialState: Shop(), reducer: ShopRoot.self)
    store.send(.sell(1)) { $0.sold = 1 }
    store.expectEvent(Sold(count: 1))
    expectIssue(containing: "fed-back actions not received: earn(2), award") {
      store.finish()
    }
  }
}
