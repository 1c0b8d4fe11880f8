import DomainValues
import UDF

/// Every parcel, in the order they were registered, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer, so its rules (an ID names
/// one parcel; every label and weight is valid) cannot be broken from outside.
public struct ParcelsState: Equatable, Sendable {
  /// The parcels in the order they were registered.
  public fileprivate(set) var parcels = EntityTable<ShippedParcel>()

  /// No parcels.
  public init() {}

  /// The parcels restored from a stored state, in order; refuses an ID listed twice, so a damaged
  /// snapshot cannot break the rule that an ID names one parcel.
  public init(parcels: [ShippedParcel]) throws(Rejection) {
    var seen = Set<ID<ShippedParcel>>(minimumCapacity: parcels.count)
    for parcel in parcels where !seen.insert(parcel.id).inserted {
      throw ParcelError.parcelAlreadyExists(parcel.id).rejection
    }
    self.parcels = EntityTable(parcels)
  }

  /// The parcel with this ID, if any.
  public func parcel(_ id: ID<ShippedParcel>) -> ShippedParcel? {
    parcels[id]
  }
}

// MARK: - Reducer

extension ParcelsState: Reducer {
  /// What a Parcel action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add a new parcel.
    case register(ParcelRegistration)
    /// Give a parcel a new weight (nothing when it already weighs that).
    case reweigh(ParcelReweighing)
  }

  /// Checks a Parcel action against the parcels, changing nothing.
  public static func check(
    _ action: ParcelAction, in state: ParcelsState
  ) throws(Rejection) -> Change {
    switch action {
    case .register(let id, let label, let grams):
      let parcel = try validated { () throws(ParcelError) in
        try ShippedParcel.register(id: id, label: label, grams: grams)
      }
      guard !state.parcels.contains(id: id) else {
        throw ParcelError.parcelAlreadyExists(id).rejection
      }
      return .register(ParcelRegistration(parcel: parcel))
    case .reweigh(let id, let grams):
      guard let parcel = state.parcels[id] else { throw ParcelError.notFound(id).rejection }
      let weight = try validated { () throws(ParcelError) in try ParcelWeight(grams: grams) }
      return .reweigh(ParcelReweighing(before: parcel, after: parcel.reweighing(to: weight)))
    }
  }

  /// Makes a checked change true, recording the parcel it adds or changes; a real reweighing
  /// publishes `parcel.reweighed`.
  public static func apply(
    _ change: Change,
    to state: inout ParcelsState,
    _ reduction: inout Reduction<ParcelAction>
  ) {
    switch change {
    case .register(let registration):
      state.parcels.upsert(registration.parcel, &reduction)
    case .reweigh(let reweighing):
      guard !reweighing.isNoOp else { return }
      state.parcels.upsert(reweighing.parcel, &reduction)
      reduction.publish(
        ParcelReweighed(parcel: reweighing.parcel.id, from: reweighing.from.grams, to: reweighing.parcel.weight.grams))
    }
  }
}

/// A checked new parcel: its ID is free, its label and weight valid. Only `ParcelsState` makes one.
public struct ParcelRegistration: Equatable, Sendable {
  /// The new parcel.
  public let parcel: ShippedParcel

  fileprivate init(parcel: ShippedParcel) {
    self.parcel = parcel
  }
}

/// A checked reweighing: the parcel exists and its new weight is valid. Only `ParcelsState`
/// makes one, so applying it cannot fail.
public struct ParcelReweighing: Equatable, Sendable {
  /// The parcel as it will be, with its new weight.
  public let parcel: ShippedParcel
  /// What it weighed before.
  public let from: ParcelWeight

  /// Whether the parcel already weighs this (accepted, changes nothing, publishes nothing).
  public var isNoOp: Bool { from == parcel.weight }

  fileprivate init(before: ShippedParcel, after: ShippedParcel) {
    parcel = after
    from = before.weight
  }
}
