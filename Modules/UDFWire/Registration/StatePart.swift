import UDF

/// One module's state inside the app's root state, as the app's registration list holds it: the
/// lens from the root to the module's `StoredState`, and everything derived from it.
///
/// A protocol so that a part's `write` stays generic over the writer (JSON, binary, the
/// inspector's field capture) while the list holds parts of different state types.
public protocol StatePart<Root>: Sendable {
  /// The app's root state.
  associatedtype Root

  /// The part's name: `state.get`'s path, its key in the dump and in a snapshot.
  var name: String { get }
  /// Whether the part is a table of entities the inspector shows by ID.
  var holdsEntities: Bool { get }
  /// Writes the part of `root` as the field `key`.
  func write(_ root: Root, as key: String, to writer: inout some FieldWriter)
  /// Reads the part from `fields`, its deferred work started by `scheduler`; the result sets it
  /// into a root once every part is read.
  func restore(from fields: any FieldReader, scheduler: some RestoreScheduler) throws(Rejection) -> RestoredPart<Root>
  /// The entity with this ID in the part of `root`, when the part holds entities.
  func entity(_ id: UUIDValue, in root: Root) -> (any WireWritable)?
  /// How many rows the part of `root` holds, when it is a table of entities.
  func rowCount(in root: Root) -> Int?
  /// A copy of the part, to tell later whether an action changed it.
  func copy(of root: Root) -> any Sendable
  /// Whether the part of `root` still equals `copy`.
  func isUnchanged(_ copy: any Sendable, in root: Root) -> Bool
}
