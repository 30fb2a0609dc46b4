import ListoModel

/// A value a person hears by name (an edge, a style, a rotor unit): its name is a
/// message, so each catalog names every value of every kind.
public protocol SpokenValue {
    var spoken: Message { get }
}

extension RotorUnit: SpokenValue {
    public var spoken: Message {
        switch self {
        case .items: return .unitItems
        case .sections: return .unitSections
        case .rows: return .unitRows
        case .actions: return .unitActions
        case .selected: return .unitSelected
        case .columns: return .unitColumns
        case .level: return .unitLevel
        case .state: return .unitState
        }
    }
}

extension Edge: SpokenValue {
    public var spoken: Message {
        switch self {
        case .leading: return .edgeLeading
        case .trailing: return .edgeTrailing
        }
    }
}

extension Role: SpokenValue {
    public var spoken: Message {
        switch self {
        case .normal: return .roleNormal
        case .destructive: return .roleDestructive
        case .cancel: return .roleCancel
        }
    }
}

extension Column: SpokenValue {
    public var spoken: Message {
        switch self {
        case .sidebar: return .columnSidebar
        case .content: return .columnContent
        case .detail: return .columnDetail
        }
    }
}

extension EditMode: SpokenValue {
    public var spoken: Message {
        switch self {
        case .inactive: return .editmodeInactive
        case .transient: return .editmodeTransient
        case .active: return .editmodeActive
        }
    }
}

extension Verbosity: SpokenValue {
    public var spoken: Message {
        switch self {
        case .low: return .verbosityLow
        case .normal: return .verbosityNormal
        case .high: return .verbosityHigh
        }
    }
}

extension ListStyle: SpokenValue {
    public var spoken: Message {
        switch self {
        case .automatic: return .styleAutomatic
        case .plain: return .stylePlain
        case .grouped: return .styleGrouped
        case .inset: return .styleInset
        case .insetGrouped: return .styleInsetGrouped
        case .sidebar: return .styleSidebar
        }
    }
}

extension Profile: SpokenValue {
    public var spoken: Message {
        switch self {
        case .phone: return .profilePhone
        case .pad: return .profilePad
        case .mac: return .profileMac
        }
    }
}

extension Layout: SpokenValue {
    public var spoken: Message {
        switch self {
        case .compact: return .layoutCompact
        case .regular: return .layoutRegular
        }
    }
}

extension LayoutChoice: SpokenValue {
    public var spoken: Message {
        switch self {
        case .compact: return .layoutCompact
        case .regular: return .layoutRegular
        case .automatic: return .layoutAutomatic
        }
    }
}

extension ColumnVisibility: SpokenValue {
    public var spoken: Message {
        switch self {
        case .`all`: return .columnsAll
        case .double: return .columnsDouble
        case .detail: return .columnsDetail
        case .automatic: return .columnsAutomatic
        }
    }
}

extension SelectionMode: SpokenValue {
    public var spoken: Message {
        switch self {
        case .`none`: return .selectionmodeNone
        case .single: return .selectionmodeSingle
        case .multiple: return .selectionmodeMultiple
        }
    }
}

extension CommandGroup: SpokenValue {
    public var spoken: Message {
        switch self {
        case .reading: return .groupReading
        case .moving: return .groupMoving
        case .changing: return .groupChanging
        case .listsAndColumns: return .groupListsAndColumns
        case .settings: return .groupSettings
        }
    }
}

extension FieldType: SpokenValue {
    public var spoken: Message {
        switch self {
        case .boolean: return .fieldtypeBoolean
        case .text: return .fieldtypeText
        case .date: return .fieldtypeDate
        case .number: return .fieldtypeNumber
        }
    }
}

extension Message {
    /// A swipe action's tint by its SwiftUI name, nil for a colour listo does not name.
    public static func tint(_ name: String) -> Message? {
        switch name {
        case "red": return .tintRed
        case "orange": return .tintOrange
        case "yellow": return .tintYellow
        case "green": return .tintGreen
        case "mint": return .tintMint
        case "teal": return .tintTeal
        case "cyan": return .tintCyan
        case "blue": return .tintBlue
        case "indigo": return .tintIndigo
        case "purple": return .tintPurple
        case "pink": return .tintPink
        case "brown": return .tintBrown
        case "gray": return .tintGray
        default: return nil
        }
    }
}

extension PromptStyle: SpokenValue {
    public var spoken: Message {
        switch self {
        case .plain: return .promptPlain
        case .classic: return .promptClassic
        case .focus: return .promptFocus
        }
    }
}
