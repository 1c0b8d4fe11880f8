/// A file or image attached to an item, used only as the phantom type of `ID<Attachment>`.
///
/// Items hold attachments by ID, never the data, so an item stays small however large its files.
public enum Attachment {}
