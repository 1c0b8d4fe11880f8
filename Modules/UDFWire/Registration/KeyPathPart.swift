import UDF

/// The part a module's `StoredState` makes at a key path of the root.
struct KeyPathPart<Root, State: StoredState>: StatePart {
  // `WritableKeyPath` is immutable once made; Swift 6 does not yet mark it `Sendable`.
  nonisolated(unsafe) let path: WritableKeyPath<Root, State>

  var name: String { State.partName }
  var holdsEntities: Bool { State.holdsEntities }

  func write(_ root: Root, as key: String, to writer: inout some FieldWriter) {
    root[keyPath: path].write(as: key, to: &writer)
  }

  func restore(from fields: any FieldReader, scheduler: some RestoreScheduler) throws(Rejection) -> RestoredPart<Root> {
    let restored: Restored<State>
    do {
      restored = try State.restore(State.partName, from: fields)
    } catch  where error == .missingField(fields.path(State.partName)) {
      // Stored before the module existed.
      restored = .value(State())
    }
    nonisolated(unsafe) let path = path
    let running = restored.started(by: scheduler)
    return RestoredPart { (root) throws(Rejection) in root[keyPath: path] = try running.value() }
  }

  func entity(_ id: UUIDValue, in root: Root) -> (any WireWritable)? {
    root[keyPath: path].entity(id)
  }

  func rowCount(in root: Root) -> Int? {
    root[keyPath: path].rowCount
  }

  func copy(of root: Root) -> any Sendable {
    root[keyPath: path]
  }

  func isUnchanged(_ copy: any Sendable, in root: Root) -> Bool {
    (copy as? State) == root[keyPath: path]
  }
}
