import DomainValues
import Loyalty
import UDF
import UDFTesting

/// A fixed, readable account ID ending in `number` (UDFTesting's `fixedID`, kind 0x0A).
func accountID(_ number: UInt8) -> ID<PointsAccount> { fixedID(number, kind: 0x0A) }

/// A fixed, readable trip ID ending in `number` (kind 0x0B, apart from the accounts').
func tripID(_ number: UInt8) -> ID<CreditedTrip> { fixedID(number, kind: 0x0B) }

/// A credit as a mediator asks for it: `LoyaltyState.checkCredit`'s arguments.
struct Credit: CustomStringConvertible {
  let account: ID<PointsAccount>
  let trip: ID<CreditedTrip>
  let points: Int

  var description: String { "credit \(points) to \(account) for \(trip)" }
}

/// A credit reduced as a mediator does: `checkCredit`, then `apply`; refused, the state is untouched.
@discardableResult
func reduce(_ state: inout LoyaltyState, _ credit: Credit) throws(Rejection) -> Reduction<LoyaltyAction> {
  let checked = try state.checkCredit(account: credit.account, trip: credit.trip, points: credit.points)
  var reduction = Reduction<LoyaltyAction>()
  state.apply(checked, &reduction)
  return reduction
}

/// A state with these credits made in order, through the checked credit.
func credited(_ credits: [Credit]) throws -> LoyaltyState {
  var state = LoyaltyState()
  for credit in credits { try reduce(&state, credit) }
  return state
}
