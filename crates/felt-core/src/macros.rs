//! Macros shared by the core's modules.

/// Declares one group of TD commands: an enum whose variants are tagged by `type` on the
/// wire with the name given after `=>`, and `NAMES`, the list of those names (which lets
/// the engine's `Command` read the flat JSON a door sends and pick the group without a guess).
/// Its OpenAPI schema is derived from the same variants, so it names the same commands.
/// The names are matched as `tt`, not `literal`: a `literal` fragment reaches a derive
/// wrapped in an invisible group, and utoipa then skips the `#[serde(rename)]` (its
/// schema would name the Rust variant).
macro_rules! command_group {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident $({ $($fields:tt)* })? => $wire:tt, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
        #[serde(tag = "type")]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $wire)] $variant $({ $($fields)* })?, )*
        }

        impl $name {
            /// The `type` of each command of this group, as a door sends it.
            pub const NAMES: &'static [&'static str] = &[$($wire),*];
        }
    };
}
