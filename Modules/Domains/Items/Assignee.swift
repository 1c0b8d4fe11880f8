/// A person an item is assigned to, used only as the phantom type of `ID<Assignee>`.
///
/// Items hold assignees by ID, never the person: loading a list of items must not load users, and
/// Items must not depend on the User module. A mediator re-types a user's ID into an assignee's.
public enum Assignee {}
