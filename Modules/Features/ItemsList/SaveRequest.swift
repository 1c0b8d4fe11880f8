/// A request to save items to the server, used only as the phantom type of `ID<SaveRequest>`.
///
/// The edge makes the request's ID and the server's answer carries it back, so an answer to an
/// older request cannot end the save in progress.
public enum SaveRequest {}
