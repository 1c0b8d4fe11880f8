import Box
import DomainValues
import Items
import UDF

/// The gestures of provisioning: making boxes, making items inside boxes, moving items between boxes.
public enum ProvisioningAction: Action, Equatable {
  /// A new, empty box called `title`.
  case provisionBox(id: ID<PackingBox>, title: String)
  /// A new item called `title`, created at `at`, placed last in box `box`.
  case provisionItem(id: ID<Item>, box: ID<PackingBox>, title: String, at: Timestamp)
  /// The item leaves its box (if any) and goes last into box `to`.
  case moveItem(ID<Item>, to: ID<PackingBox>)
}
