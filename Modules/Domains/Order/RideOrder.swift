import DomainValues
import UDF

/// A ride a driver can take: who it is (`id`), what it pays (`fare`) and where it stands (`status`).
///
/// The status changes only through `updateStatus(to:)`, which enforces the one-way life of an
/// order; there is no setter to bypass it. Loading from the server replaces the whole entity.
public struct RideOrder: Hashable, Sendable, Identified {
  /// The order's identity; two orders with the same ID are the same order.
  public let id: ID<RideOrder>
  /// What the ride pays.
  public let fare: Fare
  /// Where the order stands.
  public private(set) var status: OrderStatus

  /// Creates an order from already validated parts.
  ///
  /// Any status is allowed here because the server is the source of truth for orders it sends.
  public init(id: ID<RideOrder>, fare: Fare, status: OrderStatus = .initial) {
    self.id = id
    self.fare = fare
    self.status = status
  }

  /// Checks that the order may move to `next`, changing nothing.
  public func checkStatusChange(to next: OrderStatus) throws(OrderError) {
    guard status.canChange(to: next) else { throw .illegalStatusTransition(from: status, to: next) }
  }

  /// The order moved to `next`, or `illegalStatusTransition`; this order stays as it was.
  public func updatingStatus(to next: OrderStatus) throws(OrderError) -> RideOrder {
    try checkStatusChange(to: next)
    var updated = self
    updated.status = next
    return updated
  }
}
