import DomainValues
import Driver
import UDF
import UDFTesting

/// A fixed driver ID (kind 1, so drivers and orders never share a UUID).
func driverID(_ number: UInt8) -> ID<DriverProfile> { fixedID(number, kind: 1) }

/// A fixed order ID, as the Driver domain names orders.
func orderID(_ number: UInt8) -> ID<AssignedOrder> { fixedID(number, kind: 2) }

/// A state with a loaded driver holding `order`, built without the reducer.
func loaded(_ number: UInt8, name: String = "Ann", holding order: ID<AssignedOrder>? = nil) throws -> DriverState {
  DriverState(driver: DriverProfile(id: driverID(number), name: try DriverName(name), order: order))
}

/// A mediator's take in the shape `expectReduce` wants: check that the driver can take `order`,
/// then apply the checked update. Returns what the apply recorded.
@discardableResult
func take(_ state: inout DriverState, _ order: ID<AssignedOrder>) throws(Rejection) -> Reduction<DriverAction> {
  let update = try state.checkCanTake(order)
  return recordedApply(to: &state) { $0.apply(update, &$1) }
}

/// A mediator's release in the shape `expectReduce` wants: apply the release update when there is
/// one. Returns what the apply recorded (nothing when there was no update).
@discardableResult
func release(_ state: inout DriverState, _: Void) -> Reduction<DriverAction> {
  recordedApply(to: &state) { state, reduction in
    if let update = state.releasingOrder() { state.apply(update, &reduction) }
  }
}
