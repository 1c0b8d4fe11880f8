import DomainValues
import Foundation
import Items
import Observation
import UDF
import UDFStore

/// The items list screen's model for SwiftUI, built on a scoped store: a team's worked example.
///
/// Each row is its own `ObservedValue` keyed by its item, so a change to one item invalidates one
/// row; the selection, the details flag and the save status are observed values of the screen's
/// own state. Gestures become actions on the scope (`select`, `closeDetails`, `save`,
/// `assignToMe`); the rules stay in the reducer. Everything runs on the main actor.
///
///     let model = ItemsListScreenModel(scope: appStore.itemsListScope())
///     let titles = model.rows.map { $0.value?.title }  // what a list view shows, a row each
///
/// (App's `AppScreenModelTests` makes these calls.)
@MainActor
@Observable
public final class ItemsListScreenModel {
  /// One observed row per item, in list order.
  public private(set) var rows: [ObservedValue<ItemRow?>] = []
  /// The selected item, if any.
  public let selectedItem: ObservedValue<ID<Item>?>
  /// Whether the selected item's details are open.
  public let detailsOpen: ObservedValue<Bool>
  /// Where saving stands.
  public let saveStatus: ObservedValue<SaveStatus>

  @ObservationIgnored private let scope: StoreScope<ItemsListScreen, ItemsListAction>
  @ObservationIgnored private let newID: @Sendable () -> UUID
  @ObservationIgnored private var itemCount: Subscription?

  /// A model over `scope`; `newID` makes the IDs of save requests (the edge makes IDs, never a reducer).
  public init(scope: StoreScope<ItemsListScreen, ItemsListAction>, newID: @escaping @Sendable () -> UUID = { UUID() }) {
    self.scope = scope
    self.newID = newID
    selectedItem = ObservedValue(scope) { $0.list.selectedItem }
    detailsOpen = ObservedValue(scope) { $0.list.detailsOpen }
    saveStatus = ObservedValue(scope) { $0.list.saveStatus }
    itemCount = scope.observe({ $0.items.items.count }, onChange: { [weak self] _ in onMainActor { self?.syncRows() } })
    syncRows()
  }

  /// Selects a row and opens its details.
  @discardableResult
  public func select(_ item: ID<Item>) -> DispatchOutcome {
    scope.dispatch(.didSelectItem(item))
  }

  /// Closes the details, keeping the selection.
  @discardableResult
  public func closeDetails() -> DispatchOutcome {
    scope.dispatch(.didCloseDetails)
  }

  /// Saves the available items under a new request ID.
  @discardableResult
  public func save() -> DispatchOutcome {
    scope.dispatch(.saveDidTap(request: ID(newID())))
  }

  /// Assigns the signed-in user to an item.
  @discardableResult
  public func assignToMe(_ item: ID<Item>) -> DispatchOutcome {
    scope.dispatch(.assignToMeDidTap(item))
  }

  /// Adds row models for items that appeared (items are never removed, only added or replaced).
  private func syncRows() {
    let ids = scope.state.items.items.dropFirst(rows.count).map(\.id)
    for id in ids {
      rows.append(ObservedValue(scope, key: ObservationKey(id)) { $0.items.item(id).map(ItemRow.init) })
    }
  }
}
