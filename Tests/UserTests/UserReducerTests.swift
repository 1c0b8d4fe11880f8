import Testing
import UDF
import UDFTesting
import User

@Suite struct UserReducerTests {
  let ann = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee", avatar: fixedID(9))

  @Test func loadingAUserReplacesNothingWithIt() throws {
    var state = UserState()
    try UserState.reduce(&state, .didLoad(ann))
    let user = try #require(state.user)
    #expect(user.id == fixedID(1))
    #expect(user.name.first == "Ann")
    #expect(user.name.last == "Lee")
    #expect(user.avatar == fixedID(9))
  }

  @Test func loadingAnotherUserReplacesTheFirst() throws {
    let bob = UserDTO(id: fixedID(2), firstName: "Bob", lastName: "")
    let state = try loaded(ann)
    let expected = try loaded(bob)
    #expect(expected.user?.id == fixedID(2))
    #expect(expected.user?.avatar == nil)
    expectReduce(UserState.reduce, from: state, .didLoad(bob), to: expected)
  }

  @Test func namesAreTrimmed() throws {
    let state = try loaded(UserDTO(id: fixedID(1), firstName: "\n\t Ann\u{3000}", lastName: "  Lee \r\n"))
    #expect(state.user?.name == (try PersonName(first: "Ann", last: "Lee")))
  }

  @Test func anEmptyLastNameIsAccepted() throws {
    let state = try loaded(UserDTO(id: fixedID(1), firstName: "Ann", lastName: "   "))
    #expect(state.user?.name.last == "")
  }

  @Test(arguments: ["", " ", "\t\n", "\u{3000}\u{2003}"])
  func anEmptyFirstNameIsRefusedAndKeepsTheUser(firstName: String) throws {
    let bad = UserDTO(id: fixedID(2), firstName: firstName, lastName: "Lee")
    let rejection = expectRejection(UserState.reduce, from: try loaded(ann), .didLoad(bad), code: "invalidField")
    #expect(rejection?.message.contains("firstName") == true)
    expectRejection(UserState.reduce, from: UserState(), .didLoad(bad), code: "invalidField")
  }

  @Test func aRefusedLoadNamesTheUserFieldInFrontOfTheRule() throws {
    let bad = UserDTO(id: fixedID(2), firstName: " ", lastName: "Lee")
    let rejection = expectRejection(UserState.reduce, from: try loaded(ann), .didLoad(bad), code: "invalidField")
    #expect(rejection?.message == "the field 'user.firstName' must be a text that is not empty once trimmed")
  }

  @Test func aLoadTouchesTheLoadedUser() throws {
    var state = UserState()
    let first = try UserState.reduce(&state, .didLoad(ann))
    #expect(first.touched.keys == [ObservationKey(fixedID(1, UserProfile.self))])
    let again = try UserState.reduce(&state, .didLoad(UserDTO(id: fixedID(1), firstName: "Anna", lastName: "")))
    #expect(again.touched.keys == [ObservationKey(fixedID(1, UserProfile.self))])
    #expect(first.events.isEmpty && first.effects.isEmpty)
  }

  @Test func loadingAnotherUserTouchesTheOldAndTheNewOne() throws {
    var state = try loaded(ann)
    let reduction = try UserState.reduce(&state, .didLoad(UserDTO(id: fixedID(2), firstName: "Bob", lastName: "")))
    let keys = [ObservationKey(fixedID(1, UserProfile.self)), ObservationKey(fixedID(2, UserProfile.self))]
    #expect(Set(reduction.touched.keys) == Set(keys))
  }

  @Test func aFirstNameOfOneVisibleCharacterIsAccepted() throws {
    let state = try loaded(UserDTO(id: fixedID(1), firstName: " A ", lastName: ""))
    #expect(state.user?.name.first == "A")
  }

  @Test func theProfileChangesThroughItsBehaviour() throws {
    var profile = try UserProfile.create(id: fixedID(1), firstName: "Ann", lastName: "Lee")
    try profile.rename(to: PersonName(first: "Anna", last: "Lee-Park"))
    profile.change(avatar: fixedID(5))
    #expect(profile.name.first == "Anna")
    #expect(profile.name.last == "Lee-Park")
    #expect(profile.avatar == fixedID(5))
    profile.change(avatar: nil)
    #expect(profile.avatar == nil)
    #expect(profile.id == fixedID(1))
  }

  @Test func theFactoryRefusesAnEmptyFirstName() {
    #expect(throws: UserError.emptyFirstName) {
      try UserProfile.create(id: fixedID(1), firstName: "  ", lastName: "Lee")
    }
    #expect(UserError.emptyFirstName.rejection.code == "invalidField")
  }
}
