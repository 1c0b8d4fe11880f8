import UDF

/// Every known ride order, in load order, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer and the guarded functions
/// below, so the array and its index can never disagree. Changes are made in place: updating one
/// order never copies the collection.
public struct OrdersState: Equatable, Sendable {
  /// The orders in the order they were first loaded.
  public fileprivate(set) var orders: [RideOrder]
  /// Position of each order in `orders`.
  private var positions: [ID<RideOrder>: Int]

  /// No orders.
  public init() {
    orders = []
    positions = [:]
  }

  /// The given orders in order; a repeated ID replaces the earlier order in its position.
  public init(orders: [RideOrder]) {
    self.init()
    for order in orders { upsert(order) }
  }

  /// The order with this ID, if any.
  public func order(_ id: ID<RideOrder>) -> RideOrder? {
    positions[id].map { orders[$0] }
  }

  /// Checks that order `id` exists and may move to `status`, changing nothing.
  ///
  /// Mediators call this before touching another domain, so they never have to undo half a change.
  public func checkStatusChange(_ id: ID<RideOrder>, to status: OrderStatus) throws(Rejection) {
    guard let position = positions[id] else { throw OrderError.notFound(id).rejection }
    do throws(OrderError) {
      try orders[position].checkStatusChange(to: status)
    } catch {
      throw error.rejection
    }
  }

  /// Moves order `id` to `status` (`notFound`, `illegalStatusTransition`); refused, nothing changes.
  public mutating func updateStatus(_ id: ID<RideOrder>, to status: OrderStatus) throws(Rejection) {
    guard let position = positions[id] else { throw OrderError.notFound(id).rejection }
    do throws(OrderError) {
      try orders[position].updateStatus(to: status)
    } catch {
      throw error.rejection
    }
  }

  /// Validates every DTO, then adds or replaces each order; one bad DTO refuses the whole load.
  fileprivate mutating func load(_ dtos: [OrderDTO]) throws(Rejection) {
    var loaded: [RideOrder] = []
    loaded.reserveCapacity(dtos.count)
    for dto in dtos {
      do throws(OrderError) {
        loaded.append(try RideOrder(dto: dto))
      } catch {
        throw error.rejection
      }
    }
    for order in loaded { upsert(order) }
  }

  /// Appends a new order, or replaces the one with the same ID where it stands.
  private mutating func upsert(_ order: RideOrder) {
    if let position = positions[order.id] {
      orders[position] = order
    } else {
      positions[order.id] = orders.count
      orders.append(order)
    }
  }
}

extension OrdersState {
  /// The Order domain's reducer: applies an `OrderAction`, or refuses it and leaves state as it was.
  ///
  /// Pure and deterministic: everything it needs travels inside the action.
  public static func reduce(_ state: inout OrdersState, _ action: OrderAction) throws(Rejection) {
    switch action {
    case .didLoad(let dtos):
      try state.load(dtos)
    case .updateStatus(let id, let status):
      try state.updateStatus(id, to: status)
    }
  }
}
