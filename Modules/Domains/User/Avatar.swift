/// The avatar image a user profile points at, used only as the phantom type of `ID<Avatar>`.
///
/// The profile holds the image's ID, never the image: loading and caching pictures belongs to
/// whoever shows them, and a typed ID cannot be mixed up with any other ID.
public enum Avatar {}
