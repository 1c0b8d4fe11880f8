import DomainValues
import UDF
import UDFWire

/// Every box, in creation order, with constant-time lookup of a box and of the box holding an item.
///
/// Invariant: an item sits in at most one box, and `location` agrees with the boxes' contents.
/// Readable by anyone; only this file changes it, through the reducer and `apply` of the checked
/// changes mediators get from `checkCanPut` and `checkMove`, so the invariant cannot be broken
/// from outside. Changes are made in place.
public struct BoxesState: Equatable, Sendable {
  /// The boxes in the order they were provisioned.
  public fileprivate(set) var boxes = EntityTable<PackingBox>()
  /// The box each boxed item sits in (an `IDMap`: restoring 100,000 boxed items into a
  /// `Dictionary` took 10-20 ms).
  public fileprivate(set) var location = IDMap<BoxedItem, ID<PackingBox>>()

  /// No boxes.
  public init() {}

  /// The boxes restored from a snapshot, in order; refuses an item that sits in two boxes (the
  /// invariant), so a damaged snapshot cannot break it.
  public init(boxes: [PackingBox]) throws(Rejection) {
    // The table keeps one box per ID, so it is shorter than `boxes` exactly when an ID repeats.
    self.boxes = EntityTable(boxes)
    let placed = boxes.lazy.flatMap { box in box.items.lazy.map { ($0, box.id) } }
    let count = boxes.reduce(0) { $0 + $1.items.count }
    if self.boxes.count == boxes.count, let location = IDMap(distinct: placed, count: count) {
      self.location = location
    } else {
      // Something repeats: the boxes are walked in order to name the first repeat.
      var seen = Set<ID<PackingBox>>(minimumCapacity: boxes.count)
      for box in boxes {
        guard seen.insert(box.id).inserted else { throw BoxError.boxAlreadyExists(box.id).rejection }
        for item in box.items {
          if let holder = location.updateValue(box.id, forKey: item) {
            throw BoxError.itemAlreadyBoxed(item, in: holder).rejection
          }
        }
      }
    }
  }

  /// The box with this ID, if any.
  public func box(_ id: ID<PackingBox>) -> PackingBox? {
    boxes[id]
  }

  /// The box `item` sits in, if any.
  public func box(containing item: ID<BoxedItem>) -> ID<PackingBox>? {
    location[item]
  }

  // MARK: - Checked changes for mediators

  /// Checks that box `box` exists (`notFound`) and `item` is in no box yet (`alreadyExists`),
  /// changing nothing; the move it returns puts the item last into the box.
  ///
  /// Mediators check every domain first and apply after, so they never leave half a change.
  public func checkCanPut(_ item: ID<BoxedItem>, in box: ID<PackingBox>) throws(Rejection) -> BoxMove {
    guard boxes.contains(id: box) else { throw BoxError.notFound(box).rejection }
    if let current = location[item] { throw BoxError.itemAlreadyBoxed(item, in: current).rejection }
    return BoxMove(item: item, from: nil, to: box)
  }

  /// Checks a new box for a mediator (Provisioning): the title rules, then `alreadyExists`.
  public func checkProvision(id: ID<PackingBox>, title: String) throws(Rejection) -> BoxProvision {
    let validTitle = try Self.checkTitle(title)
    guard !boxes.contains(id: id) else { throw BoxError.boxAlreadyExists(id).rejection }
    return BoxProvision(box: PackingBox(id: id, title: validTitle))
  }

  /// Checks that box `box` exists (`notFound`), changing nothing; the move it returns takes `item`
  /// out of its box (if any) and last into `box`. Moving an item to the box it is in is a move
  /// that changes nothing (`isNoOp`).
  public func checkMove(_ item: ID<BoxedItem>, to box: ID<PackingBox>) throws(Rejection) -> BoxMove {
    guard boxes.contains(id: box) else { throw BoxError.notFound(box).rejection }
    return BoxMove(item: item, from: location[item], to: box)
  }

  /// Adds a checked new box, recording it.
  public mutating func apply<A>(_ provision: BoxProvision, _ reduction: inout Reduction<A>) {
    boxes.upsert(provision.box, &reduction)
  }

  /// Makes a checked move true, recording the boxes it changes.
  public mutating func apply<A>(_ move: BoxMove, _ reduction: inout Reduction<A>) {
    guard !move.isNoOp else { return }
    if let origin = move.from { boxes.update(origin, &reduction) { $0.unpack(move.item) } }
    boxes.update(move.to, &reduction) { $0.pack(move.item) }
    location.updateValue(move.to, forKey: move.item)
  }
}

/// A checked new box: its ID is free and its title valid. Only `BoxesState` makes one.
public struct BoxProvision: Equatable, Sendable {
  /// The new, empty box.
  public let box: PackingBox

  fileprivate init(box: PackingBox) {
    self.box = box
  }
}

/// A checked move of an item into a box, from the box it was in (if any). Only `BoxesState`
/// makes one, after checking the rules, so applying it cannot fail.
public struct BoxMove: Equatable, Sendable {
  /// The item that moves.
  public let item: ID<BoxedItem>
  /// The box it leaves, or `nil` if it was in none.
  public let from: ID<PackingBox>?
  /// The box it enters.
  public let to: ID<PackingBox>

  /// Whether the item is already in `to`: nothing changes.
  public var isNoOp: Bool { from == to }

  fileprivate init(item: ID<BoxedItem>, from: ID<PackingBox>?, to: ID<PackingBox>) {
    self.item = item
    self.from = from
    self.to = to
  }
}

// MARK: - Reducer

extension BoxesState: Reducer {
  /// What a Box action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add a new box.
    case provision(BoxProvision)
    /// Give a box a new title (nothing when it already has it).
    case rename(BoxRename)
  }

  /// Checks a Box action against the boxes, changing nothing.
  public static func check(_ action: BoxAction, in state: BoxesState) throws(Rejection) -> Change {
    switch action {
    case .provision(let id, let title):
      return .provision(try state.checkProvision(id: id, title: title))
    case .rename(let id, let title):
      guard let box = state.boxes[id] else { throw BoxError.notFound(id).rejection }
      let validTitle = try checkTitle(title)
      return .rename(BoxRename(box: id, title: validTitle, isNoOp: box.title == validTitle))
    }
  }

  /// Makes a checked change true; a real rename publishes `box.renamed`.
  public static func apply(
    _ change: Change,
    to state: inout BoxesState,
    _ reduction: inout Reduction<BoxAction>
  ) {
    switch change {
    case .provision(let provision):
      state.apply(provision, &reduction)
    case .rename(let rename):
      guard !rename.isNoOp else { return }
      state.boxes.update(rename.box, &reduction) { $0.rename(to: rename.title) }
      reduction.publish(BoxRenamed(box: rename.box, title: rename.title.value))
    }
  }

  private static func checkTitle(_ title: String) throws(Rejection) -> BoxTitle {
    try validated { () throws(BoxError) in try BoxTitle(title) }
  }
}

/// A checked rename: the box exists and the title is valid.
public struct BoxRename: Equatable, Sendable {
  /// The box renamed.
  public let box: ID<PackingBox>
  /// Its new title.
  public let title: BoxTitle
  /// Whether the box already has this title (accepted, changes nothing, publishes nothing).
  public let isNoOp: Bool

  fileprivate init(box: ID<PackingBox>, title: BoxTitle, isNoOp: Bool) {
    self.box = box
    self.title = title
    self.isNoOp = isNoOp
  }
}

/// A box got a new title: `box.renamed {box, title}`.
public struct BoxRenamed: DomainEvent, Equatable {
  /// The event's wire name.
  public static let name = "box.renamed"
  /// The box renamed.
  public let box: ID<PackingBox>
  /// Its new title, trimmed.
  public let title: String

  /// An event for `box` now titled `title`.
  public init(box: ID<PackingBox>, title: String) {
    self.box = box
    self.title = title
  }

  /// Writes `{box, title}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("box", box)
    writer.field("title", title)
  }
}
