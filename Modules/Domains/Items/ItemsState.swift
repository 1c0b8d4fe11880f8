import UDF

/// The Items domain's state: every item, in load and creation order, and the items list screen.
///
/// Readable by anyone, written only by this file: the reducer and the guarded functions below are
/// the only code that can change it (`fileprivate(set)`), so every rule is enforced in one place.
/// Items live in an array with an ID-to-position index, so a lookup is O(1) and a change to one
/// item mutates it in place without copying the array.
public struct ItemsState: Equatable, Sendable {
  /// Every item, in the order it was first loaded or created.
  public fileprivate(set) var items: [Item] = []
  /// The item selected in the list, if any; always an item that exists.
  public fileprivate(set) var selectedItem: ID<Item>?
  /// Whether the selected item's details are open.
  public fileprivate(set) var detailsOpen = false
  /// Where saving the list stands.
  public fileprivate(set) var saveStatus: SaveStatus = .idle
  private var positions: [ID<Item>: Int] = [:]

  /// The state with no items, nothing selected and no save in progress.
  public init() {}

  /// The state holding these already-validated items, nothing selected and no save in progress.
  ///
  /// An item whose ID appears again replaces the earlier one in its position, as a load would.
  public init(items: [Item]) {
    self.items.reserveCapacity(items.count)
    positions.reserveCapacity(items.count)
    for item in items { upsert(item) }
  }

  /// The item with this ID, if there is one (O(1)).
  public func item(_ id: ID<Item>) -> Item? {
    guard let index = positions[id] else { return nil }
    return items[index]
  }

  /// Whether an item with this ID exists (O(1)).
  public func contains(_ id: ID<Item>) -> Bool {
    positions[id] != nil
  }

  // MARK: - Guarded changes for mediators

  /// Adds a new item at the end of the list.
  ///
  /// For mediators that make items themselves (provisioning an item inside a box); the item was
  /// validated by its factory, so only the ID is checked: `alreadyExists` if it is in use.
  public mutating func add(_ item: Item) throws(Rejection) {
    guard positions[item.id] == nil else { throw .itemAlreadyExists(item.id) }
    positions[item.id] = items.count
    items.append(item)
  }

  /// Assigns `assignee` to an item; assigning twice changes nothing.
  ///
  /// For mediators that know who the assignee is (the items list assigns the loaded user):
  /// `notFound` if there is no such item.
  public mutating func assign(_ assignee: ID<Assignee>, to item: ID<Item>) throws(Rejection) {
    let index = try position(of: item)
    items[index].assign(assignee)
  }

  /// Unassigns `assignee` from an item; nothing happens if it was not assigned.
  ///
  /// `notFound` if there is no such item.
  public mutating func unassign(_ assignee: ID<Assignee>, from item: ID<Item>) throws(Rejection) {
    let index = try position(of: item)
    items[index].unassign(assignee)
  }

  // MARK: - Internals

  private func position(of id: ID<Item>) throws(Rejection) -> Int {
    guard let index = positions[id] else { throw .itemNotFound(id) }
    return index
  }

  /// Adds the item, or replaces the item with its ID where it stands.
  private mutating func upsert(_ item: Item) {
    if let index = positions[item.id] {
      items[index] = item
    } else {
      positions[item.id] = items.count
      items.append(item)
    }
  }
}

// MARK: - Reducer

extension ItemsState {
  /// Applies an items action, or refuses it and leaves the state exactly as it was.
  ///
  /// Every case finds its item first (`notFound`), then validates the raw values (`ItemError`
  /// codes), and changes the state only when nothing can fail any more.
  public static func reduce(_ state: inout ItemsState, _ action: ItemsAction) throws(Rejection) {
    switch action {
    case .didSelectItem(let id):
      guard state.positions[id] != nil else { throw .itemNotFound(id) }
      state.selectedItem = id
      state.detailsOpen = true
    case .didCloseDetails:
      state.detailsOpen = false
    case .didLoad(let dtos, let time):
      try state.load(dtos, at: time)
    case .create(let id, let title, let description, let tags, let time):
      guard state.positions[id] == nil else { throw .itemAlreadyExists(id) }
      let item = try validated { () throws(ItemError) in
        try Item.create(id: id, title: title, description: description, tags: tags, createdAt: time)
      }
      try state.add(item)
    case .saveDidTap, .saveDidSucceed, .saveDidFail:
      try state.reduceSave(action)
    default:
      try state.reduceItemChange(action)
    }
  }

  private mutating func load(_ dtos: [ItemDTO], at time: Timestamp) throws(Rejection) {
    var loaded: [Item] = []
    loaded.reserveCapacity(dtos.count)
    for dto in dtos {
      loaded.append(try validated { () throws(ItemError) in try Item(dto: dto, defaultTime: time) })
    }
    for item in loaded { upsert(item) }
  }

  private mutating func reduceItemChange(_ action: ItemsAction) throws(Rejection) {
    switch action {
    case .changeTitle(let id, let text):
      let index = try position(of: id)
      let title = try validated { () throws(ItemError) in try Title(text) }
      items[index].change(title: title)
    case .updateDescription(let id, let text):
      items[try position(of: id)].update(description: text)
    case .removeDescription(let id):
      items[try position(of: id)].removeDescription()
    case .addTag(let id, let text):
      let index = try position(of: id)
      try validated { () throws(ItemError) in try items[index].add(tag: Tag(text)) }
    case .removeTag(let id, let text):
      let index = try position(of: id)
      let tag = try validated { () throws(ItemError) in try Tag(text) }
      items[index].remove(tag: tag)
    case .removeAllTags(let id):
      items[try position(of: id)].removeAllTags()
    case .markCompleted(let id, let time):
      items[try position(of: id)].markCompleted(at: time)
    case .markUncompleted(let id):
      items[try position(of: id)].markUncompleted()
    case .assign(let id, let assignee):
      try assign(assignee, to: id)
    case .unassign(let id, let assignee):
      try unassign(assignee, from: id)
    case .attach(let id, let attachment):
      items[try position(of: id)].attach(attachment)
    case .detach(let id, let attachment):
      items[try position(of: id)].detach(attachment)
    case .didLoad, .create, .didSelectItem, .didCloseDetails, .saveDidTap, .saveDidSucceed, .saveDidFail:
      return
    }
  }

  private mutating func reduceSave(_ action: ItemsAction) throws(Rejection) {
    switch (action, saveStatus) {
    case (.saveDidTap, .saving(let saving, _)):
      throw .alreadySaving(saving)
    case (.saveDidTap(let request), _):
      saveStatus = .saving(request: request, items: items.compactMap { $0.isAvailable ? $0.id : nil })
    case (.saveDidSucceed(let request), .saving(let saving, _)):
      guard request == saving else { throw .unknownRequest(request, saving: saving) }
      saveStatus = .idle
    case (.saveDidFail(let request, let reason), .saving(let saving, _)):
      guard request == saving else { throw .unknownRequest(request, saving: saving) }
      saveStatus = .failed(reason: reason)
    case (.saveDidSucceed, _), (.saveDidFail, _):
      throw .noSaveInProgress
    default:
      return
    }
  }
}
