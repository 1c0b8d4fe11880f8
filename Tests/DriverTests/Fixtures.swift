import DomainValues
import Driver
import Foundation
import UDF

/// A fixed, readable UUID ending in `number`; `kind` keeps drivers and orders apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed driver ID.
func driverID(_ number: UInt8) -> ID<DriverProfile> { ID(uuid(1, number)) }

/// A fixed order ID, as the Driver domain names orders.
func orderID(_ number: UInt8) -> ID<AssignedOrder> { ID(uuid(2, number)) }

/// A state with a loaded driver holding `order`, built without the reducer.
func loaded(_ number: UInt8, name: String = "Ann", holding order: ID<AssignedOrder>? = nil) throws -> DriverState {
  DriverState(driver: DriverProfile(id: driverID(number), name: try DriverName(name), order: order))
}

/// A mediator's take in the shape `expectReduce` wants: check that the driver can take `order`,
/// then apply the checked update. Returns what the apply recorded.
@discardableResult
func take(_ state: inout DriverState, _ order: ID<AssignedOrder>) throws(Rejection) -> Reduction<DriverAction> {
  let update = try state.checkCanTake(order)
  var reduction = Reduction<DriverAction>()
  state.apply(update, &reduction)
  return reduction
}

/// A mediator's release in the shape `expectReduce` wants: apply the release update when there is
/// one. Returns what the apply recorded (nothing when there was no update).
@discardableResult
func release(_ state: inout DriverState, _: Void) -> Reduction<DriverAction> {
  var reduction = Reduction<DriverAction>()
  if let update = state.releasingOrder() { state.apply(update, &reduction) }
  return reduction
}
