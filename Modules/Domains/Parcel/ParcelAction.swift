import DomainValues
import UDF

/// What can happen to the parcels: one is registered, one is reweighed.
public enum ParcelAction: Action, Equatable {
  /// A new parcel with this ID, label and weight in grams (the label rules, then the weight rules,
  /// then `alreadyExists` if the ID is in use).
  case register(id: ID<ShippedParcel>, label: String, grams: Int)
  /// The parcel now weighs `grams` (`notFound` for an unknown parcel, then the weight rules); the
  /// same weight again is an accepted no-op.
  case reweigh(ID<ShippedParcel>, grams: Int)
}
