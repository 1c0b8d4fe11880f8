import DomainValues
import Items
import UDF
import User

/// The items list screen's own state: which item is selected, whether its details are open, and
/// where saving stands. The items themselves belong to the Items domain.
///
/// Readable by anyone; only `ItemsListFeature` (this file) changes it.
public struct ItemsListState: Equatable, Sendable {
  /// The item selected in the list, if any; always an item that exists.
  public fileprivate(set) var selectedItem: ID<Item>?
  /// Whether the selected item's details are open.
  public fileprivate(set) var detailsOpen = false
  /// Where saving the list stands.
  public fileprivate(set) var saveStatus: SaveStatus = .idle

  /// Nothing selected, details closed, no save in progress.
  public init() {}

  /// A screen state with these values, to describe an expected state in a test.
  public init(selectedItem: ID<Item>?, detailsOpen: Bool, saveStatus: SaveStatus = .idle) {
    self.selectedItem = selectedItem
    self.detailsOpen = detailsOpen
    self.saveStatus = saveStatus
  }
}

/// The items list screen: its own state, plus the mediator between Items and User.
///
/// Selection and saving change the screen's state and read the items; "assign to me" needs both
/// domains: it reads who is signed in (User) and assigns that person to the item (Items), which
/// knows assignees only by `ID<Assignee>`. Refusal precedence: `notFound`, then `userNotLoaded`,
/// then the save rules. A save tap starts the `items.save` effect with the items it carries.
public enum ItemsListFeature {
  /// What an items list action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Select this item and open its details.
    case select(ID<Item>)
    /// Close the details, keeping the selection.
    case closeDetails
    /// Start saving: the status records the request, the effect sends it.
    case startSaving(SaveItemsRequest)
    /// The save ended: back to idle, or failed with a reason.
    case finishSaving(SaveStatus)
    /// Assign the signed-in user to an item.
    case assign(ItemChange)
  }

  /// Cancels a save still waiting for its server call (`EffectID` of the `items.save` effect).
  public static let saveEffect = EffectID("itemsList.save")

  /// Checks `action` against the screen, the items and the user, changing nothing.
  public static func check(
    _ action: ItemsListAction,
    itemsList list: ItemsListState,
    items: ItemsState,
    user: UserState
  ) throws(Rejection) -> Change {
    switch action {
    case .didSelectItem(let id):
      guard items.contains(id) else { throw .notFound("item", id) }
      return .select(id)
    case .didCloseDetails:
      return .closeDetails
    case .saveDidTap(let request):
      if case .saving(let saving, _) = list.saveStatus {
        throw Rejection(code: "alreadySaving", message: "request \(saving) is already saving the items")
      }
      return .startSaving(SaveItemsRequest(request: request, items: items.items.filter(\.isAvailable)))
    case .saveDidSucceed(let request):
      try checkAnswer(request, list.saveStatus)
      return .finishSaving(.idle)
    case .saveDidFail(let request, let reason):
      try checkAnswer(request, list.saveStatus)
      return .finishSaving(.failed(reason: reason))
    case .assignToMeDidTap(let id):
      guard items.contains(id) else { throw .notFound("item", id) }
      guard let me = user.user else {
        throw Rejection(code: "userNotLoaded", message: "no user is loaded yet; load one with user.didLoad")
      }
      return .assign(try items.checkAssign(me.id.retyped(), to: id))
    }
  }

  /// Makes a checked change true; a save start also starts the `items.save` effect.
  public static func apply(
    _ change: consuming Change,
    itemsList list: inout ItemsListState,
    items: inout ItemsState,
    user: inout UserState,
    _ reduction: inout Reduction<ItemsListAction>
  ) {
    switch consume change {
    case .select(let id):
      list.selectedItem = id
      list.detailsOpen = true
    case .closeDetails:
      list.detailsOpen = false
    case .startSaving(let request):
      list.saveStatus = .saving(request: request.request, items: request.items.map(\.id))
      reduction.start(save(request))
    case .finishSaving(let status):
      list.saveStatus = status
    case .assign(let change):
      items.apply(change, &reduction)
    }
  }

  /// The effect of a save tap: ask the server, and send its answer back when it gives one now.
  static func save(_ request: SaveItemsRequest) -> Effect<ItemsListAction> {
    .run(id: saveEffect) { context in
      switch await context.dependencies[ItemsServerKey.self].save(request) {
      case .saved:
        context.send(.saveDidSucceed(request: request.request))
      case .failed(let reason):
        context.send(.saveDidFail(request: request.request, reason: reason))
      case .answerFollows:
        return
      }
    }
  }

  private static func checkAnswer(_ request: ID<SaveRequest>, _ status: SaveStatus) throws(Rejection) {
    guard case .saving(let saving, _) = status else {
      throw Rejection(code: "noSaveInProgress", message: "no save is in progress")
    }
    guard request == saving else {
      throw Rejection(code: "unknownRequest", message: "request \(request) is not the one saving (\(saving) is)")
    }
  }
}
