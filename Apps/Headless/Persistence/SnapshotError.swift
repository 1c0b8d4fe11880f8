/// Why a snapshot cannot be written or used.
package struct SnapshotError: Error, CustomStringConvertible {
  package let description: String
  init(_ description: String) { self.description = description }
}
