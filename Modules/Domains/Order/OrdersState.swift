import DomainValues
import UDF

/// Every known ride order, in load order, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer and `apply(_:_:)` of a
/// checked `OrderUpdate`, so every transition rule is enforced in one place. Changes are made in
/// place: updating one order never copies the collection.
public struct OrdersState: Equatable, Sendable {
  /// The orders in the order they were first loaded.
  public fileprivate(set) var orders = EntityTable<RideOrder>()

  /// No orders.
  public init() {}

  /// The given orders in order; a repeated ID replaces the earlier order in its position.
  public init(orders: [RideOrder]) {
    self.orders = EntityTable(orders)
  }

  /// The order with this ID, if any.
  public func order(_ id: ID<RideOrder>) -> RideOrder? {
    orders[id]
  }

  // MARK: - Checked changes for mediators

  /// Checks that order `id` exists and may move to `status` (`notFound`, `illegalStatusTransition`),
  /// changing nothing; the update it returns is what `apply` makes true.
  ///
  /// Mediators check every domain first and apply after, so they never leave half a change.
  public func checkStatusChange(_ id: ID<RideOrder>, to status: OrderStatus) throws(Rejection) -> OrderUpdate {
    guard let order = orders[id] else { throw OrderError.notFound(id).rejection }
    return OrderUpdate(
      order: try validated { () throws(OrderError) in try order.updatingStatus(to: status) }, from: order.status)
  }

  /// Makes a checked update true and publishes `order.statusChanged`.
  public mutating func apply<A>(_ update: OrderUpdate, _ reduction: inout Reduction<A>) {
    orders.upsert(update.order, &reduction)
    reduction.publish(OrderStatusChanged(order: update.order.id, from: update.from, to: update.order.status))
  }

  /// Validates every DTO, naming the first bad one's field (`orders[2].fare`).
  fileprivate static func validatedLoad(_ dtos: [OrderDTO]) throws(Rejection) -> [RideOrder] {
    var loaded: [RideOrder] = []
    loaded.reserveCapacity(dtos.count)
    for (index, dto) in dtos.enumerated() {
      do throws(OrderError) {
        loaded.append(try RideOrder(dto: dto))
      } catch {
        throw error.rejection.at("orders[\(index)]" + (error.field.map { ".\($0)" } ?? ""))
      }
    }
    return loaded
  }
}

/// A checked change of one order: the order as it will be. Only `OrdersState` makes one, after
/// checking the rules, so applying it cannot fail.
public struct OrderUpdate: Equatable, Sendable {
  /// The order after the change.
  public let order: RideOrder
  /// Its status before the change.
  public let from: OrderStatus

  fileprivate init(order: RideOrder, from: OrderStatus) {
    self.order = order
    self.from = from
  }
}

// MARK: - Reducer

extension OrdersState: Reducer {
  /// What an order action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add or replace these validated orders.
    case load([RideOrder])
    /// Store one order's new version.
    case update(OrderUpdate)
  }

  /// Checks an order action: every DTO valid, or the transition legal.
  public static func check(_ action: OrderAction, in state: OrdersState) throws(Rejection) -> Change {
    switch action {
    case .didLoad(let dtos):
      return .load(try validatedLoad(dtos))
    case .updateStatus(let id, let status):
      return .update(try state.checkStatusChange(id, to: status))
    }
  }

  /// Stores the loaded or updated orders.
  public static func apply(_ change: Change, to state: inout OrdersState, _ reduction: inout Reduction<OrderAction>) {
    switch change {
    case .load(let orders):
      state.orders.upsert(contentsOf: orders, &reduction)
    case .update(let update):
      state.apply(update, &reduction)
    }
  }

  /// Loads orders for a mediator that owns the load action (the server is the truth: statuses
  /// are taken as sent); returns the validated orders so it can follow up in its own domains.
  public static func checkLoad(_ dtos: [OrderDTO]) throws(Rejection) -> [RideOrder] {
    try validatedLoad(dtos)
  }

  /// Stores orders that `checkLoad` validated.
  public mutating func applyLoad<A>(_ orders: [RideOrder], _ reduction: inout Reduction<A>) {
    self.orders.upsert(contentsOf: orders, &reduction)
  }
}
