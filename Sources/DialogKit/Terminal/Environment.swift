/// The environment variables a dialog reads, by name; a dictionary literal makes one: `["TERM": "xterm-256color"]`.
public struct Environment: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [String] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    public init(_ dictionary: [String: String]) {
        for (name, value) in dictionary { self[name] = value }
    }

    /// The named variables of this process's environment that are set, each read with `getenv`.
    public static func reading(_ names: [String]) -> Environment {
        var environment = Environment()
        for name in names {
            if let value = Platform.environment(name) {
                environment.names.append(name)
                environment.values.append(value)
            }
        }
        return environment
    }

    /// The variable's value, nil when it is not set; setting nil unsets it.
    public subscript(name: String) -> String? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue { values[index] = newValue } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    public static func == (left: Environment, right: Environment) -> Bool {
        left.names.count == right.names.count && left.names.indices.allSatisfy { right[left.names[$0]] == left.values[$0] }
    }
}
