import UDF

/// Every box, in creation order, with constant-time lookup of a box and of the box holding an item.
///
/// Invariant: an item sits in at most one box, and `location` agrees with the boxes' contents.
/// Readable by anyone; only this file changes it, through the reducer and the guarded functions
/// below, so the invariant cannot be broken from outside. Changes are made in place.
public struct BoxesState: Equatable, Sendable {
  /// The boxes in the order they were provisioned.
  public fileprivate(set) var boxes: [PackingBox]
  /// The box each boxed item sits in.
  public fileprivate(set) var location: [ID<BoxedItem>: ID<PackingBox>]
  /// Position of each box in `boxes`.
  private var positions: [ID<PackingBox>: Int]

  /// No boxes.
  public init() {
    boxes = []
    location = [:]
    positions = [:]
  }

  /// The box with this ID, if any.
  public func box(_ id: ID<PackingBox>) -> PackingBox? {
    positions[id].map { boxes[$0] }
  }

  /// The box `item` sits in, if any.
  public func box(containing item: ID<BoxedItem>) -> ID<PackingBox>? {
    location[item]
  }

  /// Checks that box `box` exists (`notFound`) and `item` is in no box yet (`alreadyExists`).
  ///
  /// Mediators call this before touching another domain, so they never have to undo half a change.
  public func checkCanPut(_ item: ID<BoxedItem>, in box: ID<PackingBox>) throws(Rejection) {
    guard positions[box] != nil else { throw BoxError.notFound(box).rejection }
    if let current = location[item] { throw BoxError.itemAlreadyBoxed(item, in: current).rejection }
  }

  /// Puts an item that is in no box into `box`, last; refused (`notFound`, `alreadyExists`),
  /// nothing changes.
  public mutating func put(_ item: ID<BoxedItem>, in box: ID<PackingBox>) throws(Rejection) {
    try checkCanPut(item, in: box)
    pack(item, into: box)
  }

  /// Checks that box `box` exists (`notFound`), changing nothing. Any item may move there.
  public func checkMove(_ item: ID<BoxedItem>, to box: ID<PackingBox>) throws(Rejection) {
    guard positions[box] != nil else { throw BoxError.notFound(box).rejection }
  }

  /// Moves `item` out of its box (if any) and last into `box`; returns the box it came from.
  ///
  /// Moving an item to the box it is in changes nothing and returns that box. An item in no box is
  /// simply put in, and `nil` is returned. Refused with `notFound` for an unknown box.
  @discardableResult
  public mutating func move(_ item: ID<BoxedItem>, to box: ID<PackingBox>) throws(Rejection) -> ID<PackingBox>? {
    try checkMove(item, to: box)
    let origin = location[item]
    if origin == box { return origin }
    if let origin, let position = positions[origin] {
      boxes[position].unpack(item)
    }
    pack(item, into: box)
    return origin
  }

  /// Adds a new empty box after validating its title and ID (`emptyTitleIsNotAllowed`,
  /// `titleTooLong`, then `alreadyExists`).
  fileprivate mutating func provision(id: ID<PackingBox>, title: String) throws(Rejection) {
    let validTitle: BoxTitle
    do throws(BoxError) {
      validTitle = try BoxTitle(title)
    } catch {
      throw error.rejection
    }
    guard positions[id] == nil else { throw BoxError.boxAlreadyExists(id).rejection }
    positions[id] = boxes.count
    boxes.append(PackingBox(id: id, title: validTitle))
  }

  /// Appends `item` to an existing box and records where it is.
  private mutating func pack(_ item: ID<BoxedItem>, into box: ID<PackingBox>) {
    guard let position = positions[box] else { return }
    boxes[position].pack(item)
    location[item] = box
  }
}

extension BoxesState {
  /// The Box domain's reducer: applies a `BoxAction`, or refuses it and leaves state as it was.
  ///
  /// Pure and deterministic: the new box's ID travels inside the action.
  public static func reduce(_ state: inout BoxesState, _ action: BoxAction) throws(Rejection) {
    switch action {
    case .provision(let id, let title):
      try state.provision(id: id, title: title)
    }
  }
}
