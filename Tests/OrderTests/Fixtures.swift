import DomainValues
import Foundation
import Order
import UDF
import UDFTesting

/// A fixed, readable order ID: `00000000-0000-4000-8000-0000000000NN`.
func orderID(_ number: UInt8) -> ID<RideOrder> { fixedID(number) }

/// An order with a valid fare.
func makeOrder(_ number: UInt8, fare: String = "10", status: OrderStatus = .initial) throws -> RideOrder {
  RideOrder(id: orderID(number), fare: try Fare(fare), status: status)
}

/// The four legal moves, written out independently of `OrderStatus.canChange(to:)`.
let legalMoves: Set<[OrderStatus]> = [
  [.initial, .inProgress],
  [.inProgress, .completed],
  [.initial, .cancelled],
  [.inProgress, .cancelled],
]

/// A status change as one action for `expectReduce`: order `id` should move to `status`.
typealias StatusChange = (id: ID<RideOrder>, status: OrderStatus)

/// A mediator's status change in the shape `expectReduce` wants: check it, then apply the checked
/// update. Returns what the apply recorded.
@discardableResult
func changeStatus(_ state: inout OrdersState, _ change: StatusChange) throws(Rejection) -> Reduction<OrderAction> {
  let update = try state.checkStatusChange(change.id, to: change.status)
  return recordedApply(to: &state) { $0.apply(update, &$1) }
}
