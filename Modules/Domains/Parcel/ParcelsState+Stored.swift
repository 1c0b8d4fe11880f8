import UDF
import UDFWire

extension ParcelsState: EntityTableState {
  /// `state.get`'s `parcels`: every parcel in the order it was registered.
  public static let partName = "parcels"

  /// The parcels, each as `{grams, id, label}`.
  public var table: EntityTable<ShippedParcel> { parcels }

  /// The parcels read back through the label and weight rules, each ID at most once.
  public static func restore(
    _ key: String, from fields: any FieldReader
  ) throws(Rejection) -> Restored<ParcelsState> {
    let parcels = try fields.objects(key, concurrently: ShippedParcel.init(restoring:))
    return .value(try ParcelsState(parcels: parcels))
  }
}
