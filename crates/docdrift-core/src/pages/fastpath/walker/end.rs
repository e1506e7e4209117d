//! End tags: the insertion-mode dispatch, the in-body rules that close elements (scopes,
//! forms, foreign content), and the adoption agency reduced to its effect on the stack.

#[allow(unused_imports)]
use super::*;

impl<'o> Walker<'o> {
    pub(crate) fn end_tag(&mut self, tag: &Tag<'_>) {
        match self.mode {
            Mode::BeforeHead => match tag.k {
                K::Head | K::Body | K::Html | K::Br => {
                    self.mode = Mode::InHead;
                    self.end_tag(tag)
                }
                _ => {}
            },
            Mode::InHead | Mode::AfterHead => {
                if self.head_template > 0 {
                    if tag.k == K::Template {
                        self.head_template -= 1;
                    }
                    return;
                }
                match tag.k {
                    K::Head if self.mode == Mode::InHead => self.mode = Mode::AfterHead,
                    K::Body | K::Html | K::Br => {
                        if self.mode == Mode::InHead {
                            self.mode = Mode::AfterHead;
                        }
                        self.start_body();
                        self.end_tag(tag)
                    }
                    _ => {}
                }
            }
            Mode::InBody => self.body_end(tag),
            Mode::Frameset => {}
        }
    }

    pub(crate) fn body_end(&mut self, tag: &Tag<'_>) {
        use K::*;
        if self.current_is_foreign() && matches!(tag.k, Br | P) {
            // `</br>` and `</p>` leave foreign content first, then act as in HTML (found by
            // fuzzing: `<svg></p><` shows the `<`).
            while self.current_is_foreign() && !self.current_is_integration_point() {
                self.pop();
            }
        } else if self.current_is_foreign() {
            // Foreign end tags close the matching foreign element; reaching HTML hands the
            // tag to the HTML rules.
            let mut i = self.stack.len();
            while i > 0 {
                let e = self.stack[i - 1];
                if !e.foreign {
                    break;
                }
                if e.hash == tag.hash {
                    while self.stack.len() >= i {
                        self.pop();
                    }
                    return;
                }
                i -= 1;
            }
        }
        match tag.k {
            Body | Html => {}
            Form if self.is_open(&[Template]) => {
                // In a template `</form>` closes the form in scope, not the pointer's.
                if self.in_scope(Form, Scope::Default) {
                    self.generate_implied_end_tags(false);
                    self.pop_until(|e| !e.foreign && e.k == Form);
                }
            }
            Form => {
                if !std::mem::replace(&mut self.form_open, false)
                    || !self.in_scope(Form, Scope::Default)
                {
                    return;
                }
                // Generate implied end tags first: `<form><option> </form>` closes the option
                // and then the whole form (found by fuzzing).
                self.generate_implied_end_tags(false);
                let Some(i) = self.stack.iter().rposition(|e| !e.foreign && e.k == Form) else {
                    return;
                };
                if i + 1 == self.stack.len() {
                    self.pop();
                } else {
                    // The form leaves the stack but its children stay open: its end (a line
                    // break) comes when the child above it closes.
                    self.stack.remove(i);
                    self.open[Form as usize] -= 1;
                    self.stack[i].block = true;
                }
            }
            Br => {
                if self.in_table_context() {
                    // `</br>` reads as `<br>`, which directly in a table is foster-parented
                    // before it (`&<table><tr></br>` breaks the line before the table; found
                    // by fuzzing, 941696ac…): leave it to the DOM path.
                    self.approximated = true;
                }
                if self.hidden == 0 {
                    self.out.push('\n');
                }
            }
            P => {
                if self.in_scope(P, Scope::Button) {
                    self.pop_until(|e| !e.foreign && e.k == P);
                } else {
                    // A stray </p> is an empty paragraph: one line break.
                    self.line_break();
                }
            }
            Li => {
                if self.in_scope(Li, Scope::ListItem) {
                    self.pop_until(|e| !e.foreign && e.k == Li);
                }
            }
            Dd | Dt => {
                if self.in_scope(tag.k, Scope::Default) {
                    let k = tag.k;
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            H1 | H2 | H3 | H4 | H5 | H6 => {
                if self.in_scope_any(&[H1, H2, H3, H4, H5, H6], Scope::Default) {
                    self.pop_until(|e| !e.foreign && is_heading(e.k));
                }
            }
            Table | Tbody | Thead | Tfoot | Tr | Td | Th | Caption | Colgroup => {
                if self.in_scope(tag.k, Scope::Table) {
                    let k = tag.k;
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            Template => {
                if self.stack.iter().any(|e| !e.foreign && e.k == Template) {
                    self.pop_until(|e| !e.foreign && e.k == Template);
                }
            }
            k if is_formatting(k) => {
                if self.ark_dropped[k as usize] {
                    self.approximated = true;
                }
                if let Some(idx) = self.stack.iter().rposition(|e| !e.foreign && e.k == k) {
                    if self.in_scope(k, Scope::Default) {
                        self.adoption_at(idx);
                    }
                }
            }
            k if k != Other && is_special(k) => {
                if self.in_scope(k, Scope::Default) {
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            _ => self.any_other_end(tag),
        }
    }

    /// Adoption agency, reduced to its effect on the stack: without a special element above
    /// the formatting element everything above it closes; with one, only the formatting
    /// element (and inline elements between) leave the stack and the blocks stay open.
    pub(crate) fn adoption_at(&mut self, idx: usize) {
        let furthest = self.stack[idx + 1..]
            .iter()
            .position(|e| e.foreign || is_special(e.k));
        // Exact: closing the current node (`<b>x</b>`), or, with no furthest block, popping
        // elements that are neither special nor formatting — the spec pops exactly these and
        // nothing is left to reconstruct (`<a>Cell<T></a>` in rustdoc's releases page).
        // A formatting element among them stays in the active list and is reconstructed
        // around later text, and a furthest block reparents: not modelled.
        if furthest.is_some()
            || self.stack[idx + 1..]
                .iter()
                .any(|e| !e.foreign && is_formatting(e.k))
        {
            self.approximated = true;
        }
        match furthest {
            None => {
                while self.stack.len() > idx {
                    self.pop();
                }
            }
            Some(off) => {
                let fb = idx + 1 + off;
                // Non-special elements between the formatting element and the furthest block
                // are taken off the stack too (they get cloned into it, emitting nothing).
                let removed: Vec<Elem> = self.stack.drain(idx..fb).collect();
                for e in removed {
                    if e.hidden {
                        self.hidden -= 1;
                    }
                    if !e.foreign {
                        self.open[e.k as usize] -= 1;
                    }
                }
            }
        }
    }

    pub(crate) fn any_other_end(&mut self, tag: &Tag<'_>) {
        let mut i = self.stack.len();
        while i > 0 {
            let e = &self.stack[i - 1];
            // html5ever matches HTML elements only here (`html_elem_named`): a foreign
            // element of the same name is passed over, as in `<svg><title><n></svg>u`.
            let same = !e.foreign && e.k == tag.k && (tag.k != K::Other || e.hash == tag.hash);
            if same {
                while self.stack.len() >= i {
                    if self.stack.len() > i {
                        let above = self.stack[self.stack.len() - 1];
                        self.note_implied_formatting_end(&above);
                    }
                    self.pop();
                }
                return;
            }
            // Special elements stop the search: HTML ones only, as html5ever has it.
            if is_special_elem(e) {
                return;
            }
            i -= 1;
        }
    }
}

impl Walker<'_> {
    /// The tree rules' "generate implied end tags" (`except_rtc`: all but `rtc`).
    pub(crate) fn generate_implied_end_tags(&mut self, except_rtc: bool) {
        while let Some(&e) = self.stack.last() {
            let implied = !e.foreign
                && (matches!(e.k, K::Dd | K::Dt | K::Li | K::Option | K::P)
                    || (e.k == K::Other
                        && HASH_IMPLIED_END.contains(&e.hash)
                        && !(except_rtc && e.hash == HASH_RTC)));
            if !implied {
                break;
            }
            self.pop();
        }
    }
}

pub(crate) fn implied(k: K) -> Tag<'static> {
    Tag {
        name: b"",
        k,
        hash: 0,
        self_closing: false,
        has_attrs: false,
    }
}
