"use strict";(self.webpackChunktern_docs=self.webpackChunktern_docs||[]).push([[792],{8741:(e,t,n)=>{n.d(t,{A:()=>r});const r={title:"Tern",url:"https://tern.example.org",baseUrl:"/"}}}]);
