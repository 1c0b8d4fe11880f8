import DomainValues
import UDF

/// The Items domain's state: every item, in load and creation order.
///
/// Readable by anyone, written only by this file: the reducer and `apply` of the checked changes
/// mediators get (`checkCreate`, `checkAssign`) are the only code that can change it
/// (`fileprivate(set)`), so every rule is enforced in one place. Items live in an `EntityTable`: a
/// lookup is O(1) and a change to one item is made in place without copying the list.
public struct ItemsState: Equatable, Sendable {
  /// Every item, in the order it was first loaded or created.
  public fileprivate(set) var items = EntityTable<Item>()

  /// The state with no items.
  public init() {}

  /// The state holding these already-validated items; a repeated ID replaces the earlier one in
  /// its position, as a load would.
  public init(items: [Item]) {
    self.items = EntityTable(items)
  }

  /// The item with this ID, if there is one (O(1)).
  public func item(_ id: ID<Item>) -> Item? {
    items[id]
  }

  /// Whether an item with this ID exists (O(1)).
  public func contains(_ id: ID<Item>) -> Bool {
    items.contains(id: id)
  }

  // MARK: - Checked changes for mediators

  /// Checks that `item`'s ID is new (`alreadyExists`), changing nothing; applying the change adds it.
  ///
  /// For mediators that make items themselves (provisioning an item inside a box); the item was
  /// validated by its factory.
  public func checkCreate(_ item: consuming Item) throws(Rejection) -> ItemChange {
    guard !items.contains(id: item.id) else { throw .alreadyExists("item", item.id) }
    return ItemChange(item: item)
  }

  /// Checks that the item exists (`notFound`); applying the change assigns `assignee` to it
  /// (assigning twice changes nothing).
  public func checkAssign(_ assignee: ID<Assignee>, to item: ID<Item>) throws(Rejection) -> ItemChange {
    try checkChange(item) { $0.assign(assignee) }
  }

  /// Makes a checked change true, recording the item it touched.
  public mutating func apply<A>(_ change: consuming ItemChange, _ reduction: inout Reduction<A>) {
    items.upsert(change.movedItem(), &reduction)
  }

  /// The item `id` after `change`, or the rule it breaks; nothing in the state changes.
  fileprivate func checkChange(
    _ id: ID<Item>,
    _ change: (inout Item) throws(ItemError) -> Void
  ) throws(Rejection) -> ItemChange {
    guard var item = items[id] else { throw .notFound("item", id) }
    try validated { () throws(ItemError) in try change(&item) }
    return ItemChange(item: item)
  }
}

/// A checked change of one item: the item as it will be. Only `ItemsState` makes one, after
/// checking the rules, so applying it cannot fail.
public struct ItemChange: Equatable, Sendable {
  /// The item after the change.
  public let item: Item

  fileprivate init(item: Item) {
    self.item = item
  }

  /// The item, moved out of the change (reading `item` copies it: five references counted).
  fileprivate consuming func movedItem() -> Item {
    item
  }
}

// MARK: - Reducer

extension ItemsState: Reducer {
  /// What an items action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add or replace these validated items.
    case load([Item])
    /// Add or replace one item.
    case item(ItemChange)
  }

  /// Checks an items action: finds its item first (`notFound`), then validates the raw values
  /// (`ItemError` codes) on a copy of that one item.
  public static func check(_ action: ItemsAction, in state: ItemsState) throws(Rejection) -> Change {
    switch action {
    case .didLoad(let dtos, let time):
      return .load(try validatedLoad(dtos, at: time))
    case .create(let id, let title, let description, let tags, let time):
      guard !state.contains(id) else { throw .alreadyExists("item", id) }
      let item = try validated { () throws(ItemError) in
        try Item.create(id: id, title: title, description: description, tags: tags, createdAt: time)
      }
      return .item(ItemChange(item: item))
    case .changeTitle(let id, let text):
      return .item(try state.checkChange(id) { item throws(ItemError) in item.change(title: try Title(text)) })
    case .updateDescription(let id, let text):
      return .item(try state.checkChange(id) { $0.update(description: text) })
    case .removeDescription(let id):
      return .item(try state.checkChange(id) { $0.removeDescription() })
    case .addTag(let id, let text):
      return .item(try state.checkChange(id) { item throws(ItemError) in try item.add(tag: Tag(text)) })
    case .removeTag(let id, let text):
      return .item(try state.checkChange(id) { item throws(ItemError) in item.remove(tag: try Tag(text)) })
    case .removeAllTags(let id):
      return .item(try state.checkChange(id) { $0.removeAllTags() })
    case .markCompleted(let id, let time):
      return .item(try state.checkChange(id) { $0.markCompleted(at: time) })
    case .markUncompleted(let id):
      return .item(try state.checkChange(id) { $0.markUncompleted() })
    case .assign(let id, let assignee):
      return .item(try state.checkAssign(assignee, to: id))
    case .unassign(let id, let assignee):
      return .item(try state.checkChange(id) { $0.unassign(assignee) })
    case .attach(let id, let attachment):
      return .item(try state.checkChange(id) { $0.attach(attachment) })
    case .detach(let id, let attachment):
      return .item(try state.checkChange(id) { $0.detach(attachment) })
    case .changeAvailability(let id, let available):
      return .item(try state.checkChange(id) { $0.changeAvailability(to: available) })
    }
  }

  /// Stores the loaded or changed items.
  public static func apply(
    _ change: consuming Change, to state: inout ItemsState, _ reduction: inout Reduction<ItemsAction>
  ) {
    switch consume change {
    case .load(let items):
      state.items.upsert(contentsOf: items, &reduction)
    case .item(let change):
      state.apply(change, &reduction)
    }
  }

  /// Validates every DTO, naming the first bad one's field (`items[3].title`); all or none.
  private static func validatedLoad(_ dtos: [ItemDTO], at time: Timestamp) throws(Rejection) -> [Item] {
    var loaded: [Item] = []
    loaded.reserveCapacity(dtos.count)
    for (index, dto) in dtos.enumerated() {
      do throws(ItemError) {
        loaded.append(try Item(dto: dto, defaultTime: time))
      } catch {
        throw error.rejection.at("items[\(index)].\(error.field)")
      }
    }
    return loaded
  }
}
